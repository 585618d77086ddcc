import Charta
import Foundation

@testable import ChartaVegaLite

/// Reading and rendering specs in tests; the local time zone is fixed (New York) so that local-time
/// parsing and labels are deterministic.
enum VL {
    static let newYork = TimeZone(identifier: "America/New_York") ?? .current
    static let options = VegaLiteReader.Options(timeZone: newYork)

    static func read(_ json: String, baseURL: URL? = nil) -> (ChartSpec?, [Diagnostic]) {
        VegaLiteReader.read(json: Data(json.utf8), baseURL: baseURL, options: options)
    }

    /// The spec, or nil after recording the diagnostics.
    static func spec(_ json: String, baseURL: URL? = nil) -> ChartSpec? {
        read(json, baseURL: baseURL).0
    }

    static func render(_ json: String) -> RenderedChart? {
        spec(json).map { ChartLayout.render($0) }
    }

    /// A unit spec with inline rows.
    static func unit(mark: String, rows: String, encoding: String, extra: String = "") -> String {
        """
        {"data": {"values": \(rows)}, "mark": \(mark), "encoding": \(encoding)\(extra.isEmpty ? "" : ", " + extra)}
        """
    }
}

/// Small queries over a rendered scene.
extension Group {
    func groups(role: Role) -> [Group] {
        var found: [Group] = self.role == role ? [self] : []
        for case .group(let g) in children { found += g.groups(role: role) }
        return found
    }

    var leaves: [SceneNode] {
        children.flatMap { node -> [SceneNode] in
            if case .group(let g) = node { return g.leaves }
            return [node]
        }
    }

    var texts: [String] { leaves.compactMap { if case .text(let t) = $0 { t.text } else { nil } } }

    var rects: [RectNode] { leaves.compactMap { if case .rect(let r) = $0 { r } else { nil } } }

    /// Tick labels of the axis on an edge.
    func axisLabels(_ edge: Edge) -> [String] {
        groups(role: .axis).first { $0.orient == edge }?.groups(role: .axisLabel).first?.texts ?? []
    }

    func axisTitle(_ edge: Edge) -> String? {
        groups(role: .axis).first { $0.orient == edge }?.groups(role: .axisTitle).first?.texts.first
    }

    var legendLabels: [String] { groups(role: .legend).first?.groups(role: .legendLabel).first?.texts ?? [] }

    /// The page x of every axis on an edge: the translations of the groups around it added up.
    func axisXs(_ edge: Edge, x: Double = 0) -> [Double] {
        let here = x + transform.tx
        if role == .axis, orient == edge { return [here] }
        return children.flatMap { node -> [Double] in
            if case .group(let g) = node { return g.axisXs(edge, x: here) }
            return []
        }
    }

    /// The data items of every mark group, by mark type.
    func markItems(_ type: MarkType) -> [SceneNode] {
        groups(role: .mark).filter { $0.markType == type }.flatMap(\.leaves)
    }
}

extension Diagnostic {
    var isError: Bool { severity == .error }
}
