// swift-tools-version: 6.1
// Charta under ThreadSanitizer, kept out of the root package's build so that the sanitized build
// compiles only what these tests use (not the server's dependencies). Scripts/test runs it with
// `swift test --package-path Sanitize --sanitize=thread`.
import PackageDescription

let package = Package(
    name: "ChartaSanitize",
    dependencies: [.package(name: "Charta", path: "..")],
    targets: [
        .testTarget(
            name: "ConcurrentRenderTests",
            dependencies: [
                .product(name: "Charta", package: "Charta"), .product(name: "ChartaSVG", package: "Charta"),
                .product(name: "ChartaExamples", package: "Charta"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
