import Crypto
import Foundation

/// The `Content-Security-Policy` of a chart the server answers with: nothing may load from elsewhere,
/// and on an HTML page only the page's own scripts run (each named by its SHA-256, as CSP Level 2
/// allows), so that text that slipped into a page could not run as script.
enum ContentSecurityPolicy {
    /// What every chart may do: inline styles, and images and fonts written into the chart itself.
    static let base =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The policy for a chart of `mediaType` whose bytes are `body`.
    static func header(mediaType: String, body: Data) -> String {
        guard mediaType.hasPrefix("text/html") else { return base }
        let hashes = scripts(in: body).map { "'sha256-\(Data(SHA256.hash(data: $0)).base64EncodedString())'" }
        // The page asks its own server for nothing but may, when zoomable, fetch from it.
        return base + "; connect-src 'self'; script-src " + (hashes.isEmpty ? "'none'" : hashes.joined(separator: " "))
    }

    /// The text of every `<script>` element of `html` the browser runs (not JSON data blocks).
    static func scripts(in html: Data) -> [Data] {
        let bytes = [UInt8](html)
        let open = Array("<script".utf8)
        let close = Array("</script>".utf8)
        var found: [Data] = []
        var i = 0
        while let start = index(of: open, in: bytes, from: i) {
            guard let tagEnd = bytes[start...].firstIndex(of: UInt8(ascii: ">")),
                let end = index(of: close, in: bytes, from: tagEnd + 1)
            else { break }
            let tag = String(decoding: bytes[start...tagEnd], as: UTF8.self)
            if !tag.contains("type=") || tag.contains("type=\"module\"") || tag.contains("javascript") {
                found.append(Data(bytes[(tagEnd + 1)..<end]))
            }
            i = end + close.count
        }
        return found
    }

    /// The first place at or after `from` where `pattern` occurs in `bytes`.
    private static func index(of pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard pattern.count <= bytes.count, from <= bytes.count - pattern.count else { return nil }
        var i = from
        while i <= bytes.count - pattern.count {
            if bytes[i] == pattern[0] && bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }
}
