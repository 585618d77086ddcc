// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Charta",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Charta", targets: ["Charta"]),
        .library(name: "ChartaScales", targets: ["ChartaScales"]),
        .library(name: "ChartaScene", targets: ["ChartaScene"]),
        .library(name: "ChartaSVG", targets: ["ChartaSVG"]),
        .library(name: "ChartaVegaLite", targets: ["ChartaVegaLite"]),
        .executable(name: "charta", targets: ["charta"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
    ],
    targets: [
        .target(name: "ChartaScales"),
        .target(name: "ChartaScene"),
        .target(name: "ChartaSVG", dependencies: ["ChartaScene"]),
        .target(name: "Charta", dependencies: ["ChartaScales", "ChartaScene"]),
        .target(name: "ChartaVegaLite", dependencies: ["Charta", .product(name: "SwiftCSV", package: "SwiftCSV")]),
        .target(
            name: "ChartaExamples",
            dependencies: ["Charta"],
            path: "Examples",
            resources: [.copy("Data")]
        ),
        .executableTarget(
            name: "charta",
            dependencies: [
                "Charta", "ChartaSVG", "ChartaExamples", "ChartaVegaLite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ChartaScalesTests", dependencies: ["ChartaScales"]),
        .testTarget(name: "ChartaSceneTests", dependencies: ["ChartaScene"]),
        .testTarget(name: "ChartaTests", dependencies: ["Charta", "ChartaExamples"]),
        .testTarget(name: "ChartaVegaLiteTests", dependencies: ["ChartaVegaLite", "charta"]),
        .testTarget(
            name: "ChartaSVGTests",
            dependencies: ["ChartaSVG"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
