import ChartaOutput
import Hummingbird

/// Choosing the output format of a render: `?format=` wins, else the `Accept` header (the first
/// format it allows in order of its quality values), else SVG.
enum FormatNegotiation {
    /// The formats the server answers in; terminal text is for the command line.
    static let served: [ChartFormat] = [.svg, .html, .json, .png, .pdf]

    /// The format to answer in, or the error to answer with: 400 for an unknown `format`, 406 when
    /// `Accept` allows none of Charta's formats, 501 for PNG or PDF in a build without the Cairo trait.
    static func format(query: String?, accept: String?) throws(ServerError) -> ChartFormat {
        let format: ChartFormat
        if let query {
            guard let named = ChartFormat(rawValue: query.lowercased()), served.contains(named) else {
                let names = served.map(\.rawValue).joined(separator: ", ")
                throw ServerError(.badRequest, "Unknown format “\(query)”: use one of \(names).")
            }
            format = named
        } else if let accept, !accept.isEmpty {
            guard let accepted = FormatNegotiation.accepted(accept) else {
                throw ServerError(
                    .notAcceptable,
                    "The Accept header allows none of image/svg+xml, image/png, application/pdf, text/html or application/json."
                )
            }
            format = accepted
        } else {
            format = .svg
        }
        guard format.isAvailable else {
            throw ServerError(
                .notImplemented,
                "\(format.rawValue.uppercased()) output is not available: this server was built without the Cairo trait."
            )
        }
        return format
    }

    /// The best format an `Accept` header allows: entries by descending `q` (ties in written order);
    /// `*/*` and `image/*` mean SVG, an entry with `q=0` is refused. A format this build lacks is still
    /// chosen, so that the answer says why (501) instead of only that nothing matched.
    static func accepted(_ header: String) -> ChartFormat? {
        var entries: [(type: String, q: Double, order: Int)] = []
        for (i, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let type = parts.first, !type.isEmpty else { continue }
            let q = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            entries.append((type, q, i))
        }
        for entry in entries.sorted(by: { $0.q != $1.q ? $0.q > $1.q : $0.order < $1.order }) where entry.q > 0 {
            if entry.type == "*/*" || entry.type == "image/*" { return .svg }
            if let format = ChartFormat(mediaType: entry.type), served.contains(format) { return format }
        }
        return nil
    }
}
