// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for Charta, kept out of the root package so that `swift test` never builds them.
/// Run: `swift run -c release --package-path Benchmarks svg-bench`.
let package = Package(
    name: "ChartaBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Charta", path: "..")
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
        )
    ],
    swiftLanguageModes: [.v6]
)
