import Foundation

/// Text of several lines: in a `multiline` text node, a line break (`\n`) starts a new line one line height
/// below the previous one, the block placed on its baseline as Vega places multi-line text
/// (vega-scenegraph `text.js`: a `middle` block is centred on the position, a `bottom` one ends there).
extension TextNode {
    /// The text's lines (one for text without a line break, or not `multiline`).
    public var lines: [String] {
        guard multiline == true, text.utf8.contains(0x0A) else { return [text] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// How far the first line's baseline sits from the single-line baseline, for `count` lines of
    /// `lineHeight`, along the text's own downward direction.
    public func firstLineShift(count: Int, lineHeight: Double) -> Double {
        let extra = Double(max(0, count - 1)) * lineHeight
        switch baseline {
        case .middle: return -extra / 2
        case .bottom: return -extra
        case .top, .alphabetic: return 0
        }
    }

    /// The node of one line (`index` from 0) of a multi-line text, moved down by its line's offset in
    /// the text's turned frame; every line keeps the node's anchor, baseline and style.
    public func line(_ index: Int, of lines: [String], lineHeight: Double) -> TextNode {
        var node = self
        node.text = lines[index]
        let down = firstLineShift(count: lines.count, lineHeight: lineHeight) + Double(index) * lineHeight
        let radians = (angle.isFinite ? angle : 0) * .pi / 180
        node.position = Point(x: position.x - down * sin(radians), y: position.y + down * cos(radians))
        return node
    }
}
