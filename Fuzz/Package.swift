// swift-tools-version: 6.1
// libFuzzer targets for Charta, kept out of the root package's build. Build and run them with
// Scripts/fuzz (it passes -sanitize=fuzzer and, where it links, the address sanitizer).
import PackageDescription

let package = Package(
    name: "ChartaFuzz",
    dependencies: [.package(name: "Charta", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzSpec",
            dependencies: [
                "FuzzDriver", .product(name: "ChartaVegaLite", package: "Charta"),
                .product(name: "ChartaSVG", package: "Charta"),
            ]
        ),
        .executableTarget(
            name: "FuzzFormat", dependencies: ["FuzzDriver", .product(name: "ChartaScales", package: "Charta")]),
    ],
    swiftLanguageModes: [.v6]
)
