import Foundation

/// The info bubble of a nearest-x selection: the x value as a title, then a colour swatch and a value per
/// series; measured, placed inside the plot and turned into scene nodes.
struct InfoBubbleContent {
    var title: String
    var rows: [(color: Color, text: String)]
    var style: InfoBubbleStyle

    /// Space between the title and each row, and between a swatch and its text, in points.
    static let rowGap = 4.0
    static let swatchGap = 6.0

    /// The bubble for `selected`, whose points have the given colours.
    init(_ selected: SelectedX, points: [(SelectedPoint, Color)], _ chart: RenderedChart, _ style: InfoBubbleStyle) {
        self.style = style
        let calendar = chart.spec.calendar
        // Dates read as whole days when the selected x and its neighbours are midnights.
        let xs = chart.index.xs
        let wholeDays = [selected.index - 1, selected.index, selected.index + 1].filter(xs.indices.contains)
            .allSatisfy { InfoBubbleContent.isMidnight(xs[$0], calendar: calendar) }
        title = InfoBubbleContent.label(selected.x, style.xFormat, calendar: calendar, wholeDays: wholeDays)
        rows = points.map { point, color in
            let value = InfoBubbleContent.label(point.y, style.valueFormat, calendar: calendar, wholeDays: wholeDays)
            let text = style.showsSeriesNames ? (point.series.map { "\($0): " } ?? "") + value : value
            return (color, text)
        }
    }

    private static func isMidnight(_ seconds: Double, calendar: Calendar) -> Bool {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: seconds))
        return parts.hour == 0 && parts.minute == 0 && parts.second == 0
    }

    private static let defaultNumber = try? NumberFormat(specifier: ",.2~f")

    /// A value as text in a label format; `.automatic` writes dates as `Mar 10, 2024` (whole days) or
    /// `Mar 10, 14:00`, and numbers with d3's `,.2~f`.
    static func label(_ value: DataValue?, _ format: LabelFormat, calendar: Calendar, wholeDays: Bool) -> String {
        switch value {
        case nil:
            return "–"
        case .string(let s)?:
            return s
        case .number(let d)?:
            switch format {
            case .number(let specifier):
                if let f = try? NumberFormat(specifier: specifier) { return f(d) }
            case .compact(let threshold):
                return NumberFormat.compact(threshold: threshold)(d)
            case .automatic, .date, .dateLevels:
                break
            }
            return defaultNumber?(d) ?? String(d)
        case .date(let date)?:
            if case .date(let specifier) = format { return DateFormat(specifier, calendar: calendar)(date) }
            return DateFormat(wholeDays ? "%b %-d, %Y" : "%b %-d, %H:%M", calendar: calendar)(date)
        }
    }

    private func lineHeight(_ font: Font, _ measurer: any TextMeasurer) -> Double {
        measurer.ascent(of: font) + measurer.descent(of: font)
    }

    private var swatch: Double { style.swatchSize.isFinite ? max(0, style.swatchSize) : 0 }
    private var padding: Double { style.padding.isFinite ? max(0, style.padding) : 0 }

    private func rowHeight(_ measurer: any TextMeasurer) -> Double { max(lineHeight(style.font, measurer), swatch) }

    /// The bubble's size.
    func size(_ measurer: any TextMeasurer) -> Size {
        let titleWidth = measurer.width(of: title, font: style.titleFont)
        let rowWidths = rows.map {
            swatch + InfoBubbleContent.swatchGap + measurer.width(of: $0.text, font: style.font)
        }
        let width = 2 * padding + max(titleWidth, rowWidths.max() ?? 0)
        let height =
            2 * padding + lineHeight(style.titleFont, measurer)
            + Double(rows.count) * (InfoBubbleContent.rowGap + rowHeight(measurer))
        return Size(width: width, height: height)
    }

    /// Where a bubble of `size` goes: centred on the rule above the highest marker, shifted left or right
    /// to stay in the plot; when there is no room above, beside the rule at the top of the plot (on the
    /// right, or on the left near the right edge). Always inside the plot, `style.inset` from its edges,
    /// where it fits.
    static func frame(size: Size, ruleX: Double, markerTop: Double, plot: Rect, style: InfoBubbleStyle) -> Rect {
        let inset = style.inset.isFinite ? max(0, style.inset) : 0
        let gap = style.gap.isFinite ? max(0, style.gap) : 0
        let (minX, minY) = (plot.minX + inset, plot.minY + inset)
        let maxX = max(minX, plot.maxX - inset)
        let maxY = max(minY, plot.maxY - inset)
        func inside(_ x: Double, _ y: Double) -> Rect {
            Rect(
                x: min(max(x, minX), max(minX, maxX - size.width)), y: min(max(y, minY), max(minY, maxY - size.height)),
                width: size.width, height: size.height)
        }
        let above = markerTop - gap - size.height
        if above >= minY { return inside(ruleX - size.width / 2, above) }
        var x = ruleX + gap
        if x + size.width > maxX { x = ruleX - gap - size.width }
        return inside(x, minY)
    }

    /// The bubble's scene group, placed for a rule at `ruleX` whose highest marker reaches `markerTop`.
    func group(ruleX: Double, markerTop: Double, plot: Rect, theme: Theme, measurer: any TextMeasurer) -> Group {
        let size = size(measurer)
        let frame = InfoBubbleContent.frame(size: size, ruleX: ruleX, markerTop: markerTop, plot: plot, style: style)
        let text = style.textColor ?? theme.foreground
        let radius = min(style.cornerRadius.isFinite ? max(0, style.cornerRadius) : 0, size.width / 2, size.height / 2)
        var children: [SceneNode] = [
            .rect(
                RectNode(
                    rect: frame, cornerRadii: CornerRadii(all: radius),
                    style: Style(
                        fill: .color(style.background ?? theme.background ?? .white),
                        stroke: .color(style.border ?? theme.grid))))
        ]
        let left = frame.minX + padding
        var y = frame.minY + padding
        children.append(
            .text(
                TextNode(
                    text: title, position: Point(x: left, y: y + measurer.ascent(of: style.titleFont)),
                    font: style.titleFont, style: .fill(text))))
        y += lineHeight(style.titleFont, measurer)
        let rowHeight = rowHeight(measurer)
        let baselineOffset = (rowHeight - lineHeight(style.font, measurer)) / 2 + measurer.ascent(of: style.font)
        for row in rows {
            y += InfoBubbleContent.rowGap
            let swatchRect = Rect(x: left, y: y + (rowHeight - swatch) / 2, width: swatch, height: swatch)
            children.append(
                .rect(
                    RectNode(
                        rect: swatchRect, cornerRadii: CornerRadii(all: min(2, swatch / 2)), style: .fill(row.color))))
            children.append(
                .text(
                    TextNode(
                        text: row.text,
                        position: Point(x: left + swatch + InfoBubbleContent.swatchGap, y: y + baselineOffset),
                        font: style.font, style: .fill(text))))
            y += rowHeight
        }
        let label = ([title] + rows.map(\.text)).joined(separator: ", ")
        return Group(id: "selection-bubble", accessibilityLabel: label, children: children)
    }
}
