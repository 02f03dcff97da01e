// swift-tools-version:6.1
// QuestServer: a Hummingbird 2 REST service wired by Typhoon assemblies, with an embedded SQLite
// database (GRDB over the system's SQLite: Debian's libsqlite3-dev).
//
//     cd Examples/QuestServer && swift run QuestServer --help
import PackageDescription

let package = Package(
    name: "QuestServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Typhoon", path: "../.."),
        // Hummingbird's default traits pull in swift-configuration, which this example does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        // Already in the graph through Hummingbird; named because the example imports them.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    ],
    targets: [
        // Everything but the command line, so that the tests can build the application.
        .target(
            name: "QuestServerKit",
            dependencies: [
                .product(name: "TyphoonAutoInjection", package: "Typhoon"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources/QuestServer.properties")]
        ),
        .executableTarget(
            name: "QuestServer",
            dependencies: [
                "QuestServerKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What wiring one request's graph costs, with Typhoon and by hand (Scripts/load runs it).
        .executableTarget(
            name: "WiringCost",
            dependencies: ["QuestServerKit", .product(name: "Typhoon", package: "Typhoon")]
        ),
        // Whole requests through either application's responder, for Scripts/count's uprobes.
        .executableTarget(
            name: "RequestCounts",
            dependencies: [
                "QuestServerKit", .product(name: "Typhoon", package: "Typhoon"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "QuestServerTests",
            dependencies: [
                "QuestServerKit",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
