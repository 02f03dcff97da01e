// swift-tools-version:6.0
// Typhoon for Swift: a dependency-injection container with no dependencies beyond the toolchain.
import PackageDescription

let package = Package(
    name: "Typhoon",
    // Docs/Behaviour.md, Platforms and identity: nothing needs a newer OS than these (no Synchronization module).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Typhoon", targets: ["Typhoon"]),
        .library(name: "TyphoonAutoInjection", targets: ["TyphoonAutoInjection"]),
        .library(name: "TyphoonTesting", targets: ["TyphoonTesting"]),
        .executable(name: "TyphoonExample", targets: ["TyphoonExample"]),
        // Not for use: a plug-in with its own copy of Typhoon, which MainThreadTests load with
        // dlopen on a worker thread (a test target cannot be a shared library).
        .library(name: "TyphoonTestPlugin", type: .dynamic, targets: ["MainThreadPlugin"]),
    ],
    targets: [
        // Atomic machine words from the compiler's builtins, for the lock-free reads.
        .target(name: "CTyphoonAtomics"),
        .target(name: "Typhoon", dependencies: ["CTyphoonAtomics"]),
        .target(name: "TyphoonAutoInjection", dependencies: ["Typhoon"]),
        // For test targets: per-test factories (a Swift Testing trait, an XCTest base class) and
        // strict patching; it imports Testing and XCTest where they exist.
        .target(name: "TyphoonTesting", dependencies: ["TyphoonAutoInjection"]),
        .executableTarget(
            name: "TyphoonExample",
            dependencies: ["TyphoonAutoInjection"],
            resources: [.process("Resources")]
        ),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["TyphoonAutoInjection"], path: "Tests/TestSupport"),
        .target(name: "MainThreadPlugin", dependencies: ["Typhoon"], path: "Tests/MainThreadPlugin"),
        .testTarget(
            name: "TyphoonTests", dependencies: ["Typhoon", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "AutoInjectionTests", dependencies: ["TyphoonAutoInjection", "TestSupport"]),
        // Resources/Knights.properties is the Configuration article's file, found by name.
        .testTarget(
            name: "DocumentationTests", dependencies: ["TyphoonTesting", "TestSupport"],
            resources: [.process("Resources")]),
        .testTarget(name: "IntegrationTests", dependencies: ["TyphoonAutoInjection"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TestingTests", dependencies: ["TyphoonTesting", "TestSupport"]),
        // A client compiled in the Swift 5 language mode, where a `@MainActor` method converts
        // silently to one that is not isolated: its main-actor definitions keep their isolation.
        .testTarget(
            name: "LanguageMode5Tests", dependencies: ["Typhoon", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Typhoon's own test suite, ported: Resources/ holds its configuration files, found by
        // name; Bundles/ holds app bundles with an Info.plist, which SwiftPM copies as folders.
        .testTarget(
            name: "TyphoonConformanceTests", dependencies: ["TyphoonAutoInjection", "TestSupport"],
            exclude: ["README.md"], resources: [.process("Resources"), .copy("Bundles")]),
    ],
    swiftLanguageModes: [.v6]
)
