// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for Charta, kept out of the root package so that `swift test` never builds them.
/// Run: `swift run -c release --package-path Benchmarks svg-bench`, and with cairo
/// `swift run -c release --package-path Benchmarks --traits Cairo png-bench`,
/// `swift run -c release --package-path Benchmarks terminal-bench`. Large data, stage by stage with
/// allocation counts: `swift package --package-path Benchmarks --traits Cairo benchmark --target LargeData`;
/// side by side with matplotlib and Vega-Lite: `Benchmarks/compare`.
let package = Package(
    name: "ChartaBenchmarks",
    platforms: [.macOS(.v13)],
    traits: [
        .trait(name: "Cairo", description: "Builds png-bench against ChartaCairo (needs libcairo2-dev).")
    ],
    dependencies: [
        .package(name: "Charta", path: "..", traits: [.trait(name: "Cairo", condition: .when(traits: ["Cairo"]))]),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "svg-bench",
            dependencies: [
                .product(name: "ChartaSVG", package: "Charta"),
                .product(name: "ChartaScene", package: "Charta"),
                .product(name: "ChartaScales", package: "Charta"),
            ],
            path: "Sources/svg-bench"
        ),
        .executableTarget(
            name: "terminal-bench",
            dependencies: [
                .product(name: "Charta", package: "Charta"),
                .product(name: "ChartaTabular", package: "Charta"),
                .product(name: "ChartaTerminal", package: "Charta"),
            ],
            path: "Sources/terminal-bench"
        ),
        // The gallery's chart definitions and data (a link to ../Examples, which the root package does not
        // export as a product).
        .target(
            name: "GalleryCharts",
            dependencies: [.product(name: "Charta", package: "Charta")],
            path: "Sources/GalleryCharts",
            resources: [.copy("Data")]
        ),
        .executableTarget(
            name: "swiftui-bench",
            dependencies: [
                .product(name: "ChartaSwiftUI", package: "Charta"),
                .product(name: "ChartaSVG", package: "Charta"),
            ],
            path: "Sources/swiftui-bench"
        ),
        .executableTarget(
            name: "zoom-bench",
            dependencies: [
                .product(name: "Charta", package: "Charta"),
                .product(name: "ChartaSVG", package: "Charta"),
            ],
            path: "Sources/zoom-bench"
        ),
        .executableTarget(
            name: "charta-large",
            dependencies: [
                .product(name: "Charta", package: "Charta"),
                .product(name: "ChartaSVG", package: "Charta"),
                .product(name: "ChartaCairo", package: "Charta"),
            ],
            path: "Sources/charta-large"
        ),
        .executableTarget(
            name: "LargeData",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Charta", package: "Charta"),
                .product(name: "ChartaSVG", package: "Charta"),
                .product(name: "ChartaCairo", package: "Charta"),
            ],
            path: "Benchmarks/LargeData",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "png-bench",
            dependencies: [
                "GalleryCharts",
                .product(name: "ChartaCairo", package: "Charta"),
                .product(name: "Charta", package: "Charta"),
            ],
            path: "Sources/png-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
