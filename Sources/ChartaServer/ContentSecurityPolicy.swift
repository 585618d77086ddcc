import ChartaHTML
import Crypto
import Foundation

/// The `Content-Security-Policy` of a chart the server answers with: nothing may load from elsewhere,
/// and on an HTML page only the scripts Charta writes run, each named by its SHA-256 (CSP Level 2), so
/// that text that slipped into a page could not run as script, whatever the page holds.
enum ContentSecurityPolicy {
    /// What every chart may do: inline styles, and images and fonts written into the chart itself.
    static let base = policy(images: "data: blob:")

    /// The hashes of the scripts a page of Charta's may hold.
    static let scriptHashes = HTMLRenderer.scripts.map(hash)

    /// The policy for a chart of `mediaType`.
    static func header(mediaType: String) -> String {
        guard mediaType.hasPrefix("text/html") else { return base }
        // A zoomable page may ask its own server for pictures.
        return base + "; connect-src 'self'; script-src " + scriptHashes.joined(separator: " ")
    }

    /// The policy of a zoomable page (``ZoomPage``): its own script, and pictures fetched from this
    /// server shown from blob URLs.
    static let zoomPage =
        policy(images: "'self' data: blob:") + "; connect-src 'self'; script-src " + hash(ZoomPage.script)

    /// The policy that loads nothing from elsewhere, with images from `images`.
    static func policy(images: String) -> String {
        "default-src 'none'; style-src 'unsafe-inline'; img-src \(images); font-src data:; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    /// A script's CSP source: `'sha256-…'` of its text.
    static func hash(_ script: String) -> String {
        "'sha256-\(Data(SHA256.hash(data: Data(script.utf8))).base64EncodedString())'"
    }
}
