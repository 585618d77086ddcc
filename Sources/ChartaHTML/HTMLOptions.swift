import Charta

/// Settings for ``HTMLRenderer``.
public struct HTMLOptions: Sendable {
    /// The page's `<title>`, heading and the chart's accessible name; nil: the scene's title, and no
    /// heading.
    public var title: String?
    /// A sentence shown under the chart (`<figcaption>`); nil: none.
    public var caption: String?
    /// The id of the chart element and the prefix of every id inside it, so several charts can share a
    /// page. Only ASCII letters, digits, `-` and `_` are kept; an empty result becomes `chart`.
    public var id: String
    /// Fractional digits of coordinates in the embedded SVG (0…6).
    public var precision: Int
    /// The most pages or windows precomputed for a chart whose viewport moves; commands that would go
    /// further are disabled.
    public var maxViews: Int
    /// The most distinct selections precomputed (items, or data x positions).
    public var maxSelections: Int
    /// The most selection pictures embedded (overlays, or charts drawing their selection), over all
    /// views; selections beyond show the chart without them.
    public var maxPictures: Int
    /// How a selection is announced and described; nil: the x value, then each series or value field
    /// with its value ("Mar 10, 2024: first 52.3, second 30.7").
    public var describeSelection: (@Sendable (Selection) -> String)?

    /// Creates options.
    public init(
        title: String? = nil, caption: String? = nil, id: String = "chart", precision: Int = 2, maxViews: Int = 64,
        maxSelections: Int = 2000, maxPictures: Int = 2000, describeSelection: (@Sendable (Selection) -> String)? = nil
    ) {
        self.title = title
        self.caption = caption
        self.id = id
        self.precision = precision
        self.maxViews = maxViews
        self.maxSelections = maxSelections
        self.maxPictures = maxPictures
        self.describeSelection = describeSelection
    }

    /// ``id`` reduced to characters safe in ids, CSS selectors and URLs, starting with a letter.
    var sanitizedID: String {
        let kept = id.unicodeScalars.filter { s in
            switch s {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
            default: false
            }
        }
        let text = String(String.UnicodeScalarView(kept))
        guard let first = kept.first else { return "chart" }
        return ("a"..."z").contains(first) || ("A"..."Z").contains(first) ? text : "c" + text
    }
}
