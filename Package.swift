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
        .executable(name: "charta", targets: ["charta"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .target(name: "ChartaScales"),
        .target(name: "ChartaScene"),
        .target(name: "ChartaSVG", dependencies: ["ChartaScene"]),
        .target(name: "Charta", dependencies: ["ChartaScales", "ChartaScene"]),
        .target(
            name: "ChartaExamples",
            dependencies: ["Charta"],
            path: "Examples",
            resources: [.copy("Data")]
        ),
        .executableTarget(
            name: "charta",
            dependencies: [
                "Charta", "ChartaSVG", "ChartaExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "ChartaTestSupport", path: "Tests/ChartaTestSupport"),
        .testTarget(name: "ChartaScalesTests", dependencies: ["ChartaScales"]),
        .testTarget(name: "ChartaSceneTests", dependencies: ["ChartaScene", "ChartaScales"]),
        .testTarget(
            name: "ChartaTests", dependencies: ["Charta", "ChartaExamples", "ChartaSVG", "ChartaTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChartaSVGTests",
            dependencies: ["ChartaSVG", "ChartaScales", "ChartaTestSupport"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
