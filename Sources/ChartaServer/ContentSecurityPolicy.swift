import ChartaHTML
import Crypto
import Foundation

/// The `Content-Security-Policy` of a chart the server answers with: nothing may load from elsewhere,
/// and on an HTML page only the scripts Charta writes run, each named by its SHA-256 (CSP Level 2), so
/// that text that slipped into a page could not run as script, whatever the page holds.
enum ContentSecurityPolicy {
    /// What every chart may do: inline styles, and images and fonts written into the chart itself.
    static let base =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The hashes of the scripts a page of Charta's may hold.
    static let scriptHashes = HTMLRenderer.scripts.map {
        "'sha256-\(Data(SHA256.hash(data: Data($0.utf8))).base64EncodedString())'"
    }

    /// The policy for a chart of `mediaType`.
    static func header(mediaType: String) -> String {
        guard mediaType.hasPrefix("text/html") else { return base }
        // A zoomable page may ask its own server for pictures.
        return base + "; connect-src 'self'; script-src " + scriptHashes.joined(separator: " ")
    }
}
