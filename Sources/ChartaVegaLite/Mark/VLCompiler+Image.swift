import Charta
import ChartaScene

/// Vega-Lite's `image` mark: one picture per row from the `url` channel, centred on its position
/// (`compile/mark/image.ts` with `encode/position-rect.ts`).
extension VLCompiler {
    /// The most pictures whose natural size is read from their files for one mark.
    static let maxNaturalSizeReads = 1_000

    /// Adds the pictures' addresses and sets the box they are drawn in: the mark's `width` and `height`
    /// (one of them and the picture's aspect ratio when only one is given), or each picture's natural
    /// size, read from its PNG header where the spec's file access lets the reader open it.
    mutating func addImage(_ unit: VLUnit, to columns: inout VLLayerColumns, mark: inout MarkSpec) {
        guard unit.markType == "image" else { return }
        let path = JSONNode.join(unit.path, "encoding")
        guard let def = unit.defs[.url] else {
            warn("An image mark draws nothing without a “url” channel.", at: path)
            return
        }
        let urls: [String]
        if let values = channelValues(unit, .url, def: def) {
            urls = values.map { $0.isNull ? "" : $0.text }
        } else if let v = def.value {
            urls = Array(repeating: VLValue(v).text, count: unit.frame.count)
        } else {
            return
        }
        columns.add(.url, .strings(urls), type: .nominal)
        let (width, height) = (markNumber(unit, "width"), markNumber(unit, "height"))
        var unread: [String] = []
        for url in Set(urls).sorted().prefix(Self.maxNaturalSizeReads) where !url.isEmpty {
            if let size = naturalSize(of: url) {
                mark.naturalImageSizes[url] = Self.box(natural: size, width: width, height: height)
            } else if width == nil || height == nil {
                unread.append(url)
            }
        }
        if let width, let height { mark.imageSize = Size(width: width, height: height) }
        if mark.imageSize == nil, let first = unread.first {
            if let side = width ?? height {
                mark.imageSize = Size(width: side, height: side)
            } else {
                let others = unread.count > 1 ? " and \(unread.count - 1) more" : ""
                warn(
                    "The picture “\(first)”\(others) could not be read to find its size, so it is not drawn: give the image mark a “width” and “height”.",
                    at: JSONNode.join(unit.path, "mark"))
            }
        }
    }

    /// The box for a picture of `natural` size: the given width and height, the other one following
    /// the picture's aspect ratio when only one is given, or the natural size.
    static func box(natural: Size, width: Double?, height: Double?) -> Size {
        switch (width, height) {
        case (let w?, let h?): Size(width: w, height: h)
        case (let w?, nil): Size(width: w, height: w * natural.height / natural.width)
        case (nil, let h?): Size(width: h * natural.width / natural.height, height: h)
        case (nil, nil): natural
        }
    }

    /// A local PNG picture's size in pixels, when the spec's file access lets the reader open it; nil
    /// for pictures on the network, refused files and other formats.
    func naturalSize(of url: String) -> Size? {
        let picture = ImageNode(url: url, rect: .zero)
        guard picture.hasPictureAddress else { return nil }
        let location: DataFileLocation
        switch options.fileAccess {
        case .none:
            return nil
        case .anywhere:
            guard let file = picture.localFile(relativeTo: baseURL?.path) else { return nil }
            location = .path(file)
        case .within(let folder):
            guard Self.namesFileInFolder(url) else { return nil }
            location = .within(folder, url)
        }
        guard case .success(let file) = location.open(), case .success(let header) = file.read(upTo: 24),
            let size = PictureSize(pngHeader: Array(header))
        else { return nil }
        return Size(width: Double(size.width), height: Double(size.height))
    }
}
