import Charta
import Foundation
import Testing

@testable import ChartaHTML

/// The page itself: structure, accessibility, determinism, no network, and escaping of hostile text.
@Suite struct HTMLDocumentTests {
    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The embedded tables, parsed back.
    static func tables(_ page: String, id: String) throws -> [String: Any] {
        let open = "<script type=\"application/json\" id=\"\(id)-data\">"
        let start = try #require(page.range(of: open))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = Data(page[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test func anInteractivePageHasOneFocusableChartWithALiveRegionAndItsTables() throws {
        let chart = try HTMLFixture.chart("paged-bars-1")
        let page = HTMLRenderer(options: HTMLOptions(title: "Paged", id: "paged")).render(chart)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<title>Paged</title>"))
        #expect(Self.count("<figure class=\"charta\" id=\"paged\" data-charta tabindex=\"0\"", in: page) == 1)
        #expect(Self.count("aria-live=\"polite\"", in: page) == 1)
        #expect(Self.count("<script>", in: page) == 1)
        #expect(Self.count("</script>", in: page) == 2)
        // Three pages, each a standalone SVG with the SVG contract's accessibility.
        #expect(Self.count("role=\"graphics-document\"", in: page) == 3)
        #expect(Self.count("<div class=\"charta-picture\" id=\"paged-p", in: page) == 3)
        #expect(Self.count(" hidden>", in: page) == 2)
        #expect(page.contains("aria-label=\"Previous page\" disabled>"))
        #expect(page.contains("<span class=\"charta-caption\" id=\"paged-caption\">Page 1 of 3</span>"))
        let tables = try Self.tables(page, id: "paged")
        #expect((tables["views"] as? [Any])?.count == 3)
        #expect((tables["mode"] as? String) == "item")
        #expect((tables["activate"] as? Bool) == true)
        #expect((tables["start"] as? [Int]) == [0, -1])
    }

    @Test func pagesAreDeterministicAndSelfContained() throws {
        for name in ["smooth-series", "energy-price", "tap-bars-12", "paged-bars-3"] {
            let chart = try HTMLFixture.chart(name)
            let page = HTMLRenderer().render(chart)
            #expect(page == HTMLRenderer().render(chart), "\(name)")
            #expect(!page.contains("src="))
            #expect(!page.contains("href="))
            #expect(!page.contains("@import"))
            #expect(
                Self.count("http", in: page) == Self.count("xmlns=\"http://www.w3.org/2000/svg\"", in: page),
                "\(name): only SVG namespaces name a URL")
        }
    }

    @Test func idsAreSanitized() {
        #expect(HTMLOptions(id: "tap-bars-8").sanitizedID == "tap-bars-8")
        #expect(HTMLOptions(id: "8 bars <x>").sanitizedID == "c8barsx")
        #expect(HTMLOptions(id: "\"'").sanitizedID == "chart")
    }

    @Test func aChartWithoutInteractionIsEmbeddedWithoutScript() {
        let chart = Chart(0..<3) { i in BarMark(x: .value("Name", "\(i)"), y: .value("Value", Double(i + 1))) }
        let page = HTMLRenderer().render(InteractiveChart(chart))
        #expect(!page.contains("<script"))
        #expect(!page.contains("data-charta"))
        #expect(!page.contains("aria-selected"))
        #expect(Self.count("role=\"graphics-document\"", in: page) == 1)
        #expect(page.contains("<desc>"))
    }

    @Test func hostileTextStaysText() throws {
        let names = ["</script><script>alert(1)</script>", "a\"b'c&d<e>f", "line\u{2028}break\u{2029}"]
        let chart = Chart {
            for name in names {
                ForEach(0..<3) { i in
                    LineMark(
                        x: .value("Day</script>", Double(i)), y: .value("Value", Double(i * 2)),
                        series: .value("Series", name))
                }
            }
        }
        .chartSelection(.nearestX)
        let page = HTMLRenderer(options: HTMLOptions(title: "<b>\"title\"</b>", caption: "</figure>&", id: "h"))
            .render(InteractiveChart(chart))
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<b>"))
        #expect(page.contains("<title>&lt;b&gt;&quot;title&quot;&lt;/b&gt;</title>"))
        #expect(page.contains("<figcaption>&lt;/figure&gt;&amp;</figcaption>"))
        #expect(Self.count("</script>", in: page) == 2)
        // Inside the script element the line separators are escapes (in the SVG they are plain text).
        let json = try #require(
            page.components(separatedBy: "id=\"h-data\">").last?.components(separatedBy: "</script>").first)
        #expect(!json.contains("\u{2028}") && !json.contains("\u{2029}") && !json.contains("<"))
        #expect(json.contains("\\u2028"))
        let tables = try Self.tables(page, id: "h")
        let texts = (tables["selections"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        #expect(texts.count == 3)
        for name in names { #expect(texts.allSatisfy { $0.contains(name) }) }
    }

    @Test func emptyAndDegenerateChartsDoNotFail() {
        let empty = Chart(0..<0) { i in BarMark(x: .value("X", "\(i)"), y: .value("Y", Double(i))) }
        for behaviour in [empty.chartSelection(.item), empty.chartSelection(.nearestX), empty.chartViewport(.paged)] {
            let page = HTMLRenderer().render(InteractiveChart(behaviour))
            #expect(page.contains("data-charta"))
        }
        let bad = Chart(0..<4) { i in
            LineMark(x: .value("X", [Double.nan, 1, .infinity, 1][i]), y: .value("Y", [1, Double.nan, 2, 3][i]))
        }
        .chartSelection(.nearestX).chartViewport(.zoomable(minLength: 0))
        #expect(HTMLRenderer(options: HTMLOptions(maxViews: 4)).render(InteractiveChart(bad)).contains("</html>"))
        #expect(HTMLRenderer().render(ChartNavigation(commands: [], views: [])).contains("</html>"))
    }
}
