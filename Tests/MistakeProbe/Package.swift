// swift-tools-version: 6.0
// A package of tests as a user writes them, some with a wiring mistake and some sound, in Swift
// Testing and XCTest, run by `.ci/run` with a plain `swift test` through Scripts/check: every
// broken test must fail with the container's message, every sound one pass, and both frameworks
// print their results (Docs/Behaviour.md, Patching and testing).
import PackageDescription

let package = Package(
    name: "MistakeProbe",
    dependencies: [.package(name: "Typhoon", path: "../..")],
    targets: [
        .testTarget(
            name: "MistakeProbeTests", dependencies: [.product(name: "TyphoonTesting", package: "Typhoon")])
    ],
    swiftLanguageModes: [.v6]
)
