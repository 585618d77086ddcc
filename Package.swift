// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Charta",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Charta", targets: ["Charta"]),
        .library(name: "ChartaScales", targets: ["ChartaScales"]),
        .library(name: "ChartaScene", targets: ["ChartaScene"]),
        .library(name: "ChartaSVG", targets: ["ChartaSVG"]),
        .library(name: "ChartaHTML", targets: ["ChartaHTML"]),
        .library(name: "ChartaCairo", targets: ["ChartaCairo"]),
        .library(name: "ChartaTerminal", targets: ["ChartaTerminal"]),
        .library(name: "ChartaTabular", targets: ["ChartaTabular"]),
        .library(name: "ChartaVegaLite", targets: ["ChartaVegaLite"]),
        .library(name: "ChartaOutput", targets: ["ChartaOutput"]),
        .library(name: "ChartaServer", targets: ["ChartaServer"]),
        .library(name: "ChartaDatabase", targets: ["ChartaDatabase"]),
        .library(name: "ChartaSwiftUI", targets: ["ChartaSwiftUI"]),
        .library(name: "ChartaExamples", targets: ["ChartaExamples"]),
        .executable(name: "charta", targets: ["charta"]),
    ],
    traits: [
        .trait(
            name: "Cairo",
            description: "PNG and PDF output through the system cairo library (ChartaCairo; Debian libcairo2-dev)")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: [
        .target(name: "ChartaScales"),
        .target(name: "ChartaScene"),
        .target(name: "ChartaSupport"),
        .target(name: "ChartaSVG", dependencies: ["ChartaScene", "ChartaSupport"]),
        .target(name: "ChartaTerminal", dependencies: ["ChartaScene"]),
        .target(name: "Charta", dependencies: ["ChartaScales", "ChartaScene", "ChartaSupport"]),
        .target(name: "ChartaHTML", dependencies: ["Charta", "ChartaSVG"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libdeflate-dev"])]
        ),
        .target(
            name: "ChartaCairo",
            dependencies: [
                "ChartaScene", "ChartaSupport", .target(name: "CCairo", condition: .when(traits: ["Cairo"])),
            ]
        ),
        .macro(
            name: "ChartaSwiftUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "ChartaSwiftUI",
            dependencies: [
                "Charta", "ChartaSVG", "ChartaHTML", "ChartaTerminal", "ChartaSwiftUIMacros",
                .target(name: "ChartaCairo", condition: .when(traits: ["Cairo"])),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .target(name: "ChartaVegaLite", dependencies: ["Charta", .product(name: "SwiftCSV", package: "SwiftCSV")]),
        .target(name: "ChartaTabular", dependencies: ["Charta", .product(name: "SwiftCSV", package: "SwiftCSV")]),
        .target(
            name: "ChartaExamples",
            dependencies: ["Charta", "ChartaSwiftUI"],
            path: "Examples",
            resources: [.copy("Data")]
        ),
        .target(
            name: "ChartaOutput",
            dependencies: [
                "Charta", "ChartaSVG", "ChartaHTML", "ChartaTerminal",
                .target(name: "ChartaCairo", condition: .when(traits: ["Cairo"])),
            ]
        ),
        .target(
            name: "ChartaServer",
            dependencies: [
                "Charta", "ChartaOutput", "ChartaVegaLite", "ChartaDatabase",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .target(
            name: "ChartaDatabase",
            dependencies: [
                "Charta", "ChartaVegaLite",
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "charta",
            dependencies: [
                "Charta", "ChartaSVG", "ChartaHTML", "ChartaExamples", "ChartaVegaLite", "ChartaTerminal",
                "ChartaTabular", "ChartaOutput", "ChartaServer", "ChartaSwiftUI", "ChartaDatabase",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(name: "ChartaTestSupport", path: "Tests/ChartaTestSupport"),
        .target(
            name: "ChartaDatabaseTestSupport", dependencies: [.product(name: "SQLiteNIO", package: "sqlite-nio")],
            path: "Tests/ChartaDatabaseTestSupport"),
        .testTarget(
            name: "ChartaScalesTests",
            dependencies: ["ChartaScales", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "ChartaSceneTests", dependencies: ["ChartaScene", "ChartaScales"]),
        .testTarget(
            name: "ChartaTests",
            dependencies: [
                "Charta", "ChartaExamples", "ChartaOutput", "ChartaSVG", "ChartaSupport", "ChartaTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChartaSwiftUITests",
            dependencies: ["ChartaSwiftUI", "ChartaSVG", "ChartaExamples", "ChartaTestSupport"],
            exclude: ["Corpus/README.md"]
        ),
        .testTarget(name: "ChartaHTMLTests", dependencies: ["ChartaHTML", "ChartaExamples", "ChartaSVG"]),
        .testTarget(
            name: "ChartaVegaLiteTests",
            dependencies: ["ChartaVegaLite", "charta", "ChartaDatabaseTestSupport"]
        ),
        .testTarget(
            name: "ChartaTerminalTests",
            dependencies: ["ChartaTerminal", "ChartaTabular", "ChartaExamples", "ChartaTestSupport", "charta"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChartaSVGTests",
            dependencies: ["ChartaSVG", "ChartaScales", "ChartaTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChartaServerTests",
            dependencies: [
                "ChartaServer", "ChartaOutput", "ChartaVegaLite", "ChartaDatabase", "ChartaDatabaseTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "ChartaDatabaseTests",
            dependencies: [
                "ChartaDatabase", "ChartaVegaLite", "ChartaOutput", "Charta",
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(
            name: "ChartaCairoTests",
            dependencies: [
                "Charta", "ChartaSVG", "ChartaExamples",
                .target(name: "ChartaCairo", condition: .when(traits: ["Cairo"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// In the tests, a module's extension members are visible only in files that import it, so the SwiftUI
// subset's view modifiers (imported by the examples) do not leak into tests of Charta's own modifiers.
for target in package.targets where target.type == .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
