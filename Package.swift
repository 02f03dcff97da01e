// swift-tools-version:6.0
// Typhoon for Swift: a dependency-injection container with no dependencies beyond the toolchain.
import PackageDescription

let package = Package(
    name: "Typhoon",
    products: [
        .library(name: "Typhoon", targets: ["Typhoon"]),
        .library(name: "TyphoonAutoInjection", targets: ["TyphoonAutoInjection"]),
        .executable(name: "TyphoonExample", targets: ["TyphoonExample"]),
    ],
    targets: [
        .target(name: "Typhoon"),
        .target(name: "TyphoonAutoInjection", dependencies: ["Typhoon"]),
        .executableTarget(
            name: "TyphoonExample",
            dependencies: ["TyphoonAutoInjection"],
            resources: [.copy("Resources")]
        ),
        // Runs scenarios that stop the program, for the tests that read the messages.
        .executableTarget(name: "TyphoonStops", dependencies: ["TyphoonAutoInjection"]),
        // Helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["Typhoon"], path: "Tests/TestSupport"),
        .testTarget(
            name: "TyphoonTests", dependencies: ["Typhoon", "TyphoonStops", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "AutoInjectionTests", dependencies: ["TyphoonAutoInjection", "TestSupport"]),
        .testTarget(name: "DocumentationTests", dependencies: ["TyphoonAutoInjection"]),
        .testTarget(name: "IntegrationTests", dependencies: ["TyphoonAutoInjection"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
