// swift-tools-version:6.0
// The benchmarks of Typhoon for Swift, against hand wiring and Swinject, in one executable.
//
//     cd Benchmarks && swift run -c release TyphoonBenchmarks [--quick] [--json out.json]
import PackageDescription

let package = Package(
    name: "TyphoonBenchmarks",
    dependencies: [
        .package(name: "Typhoon", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
    ],
    targets: [
        // The generated assemblies (Scripts/generate-wide-assemblies.py): slow to compile, so apart.
        .target(name: "BenchmarkAssemblies", dependencies: [.product(name: "Typhoon", package: "Typhoon")]),
        // A request's graph, for Scripts/cold-footprint.py under valgrind.
        .executableTarget(
            name: "ColdFootprint",
            dependencies: [
                .product(name: "Typhoon", package: "Typhoon"),
                .product(name: "TyphoonAutoInjection", package: "Typhoon"),
            ]
        ),
        .executableTarget(
            name: "TyphoonBenchmarks",
            dependencies: [
                "BenchmarkAssemblies",
                .product(name: "TyphoonAutoInjection", package: "Typhoon"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
