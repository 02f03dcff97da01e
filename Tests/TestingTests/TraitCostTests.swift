import Testing
import TyphoonTesting

/// What the trait costs a test (the factory made from new assemblies, two patches installed and
/// detached, the task-local set), printed beside a plain activation of the same assembly.
///
/// Timings are printed, never asserted: they belong to the machine.
@Suite(.serialized) struct TraitCostTests {
    static let rounds = 2_000

    @Test(
        .activating(ShopAssembly.self),
        .patching(ShopAssembly.time) { FixedTimeSource("fixed") },
        .patching(ShopAssembly.payments) { PaymentGateway(endpoint: "stub") })
    func theTraitsCostPerTestIsPrintedBesideAPlainActivation() async throws {
        let test = try #require(Test.current)
        let trait = ActivationTrait.activating(ShopAssembly.self)
        let ran = Counter()
        let clock = ContinuousClock()
        let traitTime = try await clock.measure {
            for _ in 0..<Self.rounds {
                try await trait.provideScope(for: test, testCase: nil) { ran.increment() }
            }
        }
        // Detached, the activation runs outside this test, as an app's does.
        let plainTime = await Task.detached {
            clock.measure {
                for _ in 0..<Self.rounds {
                    let factory = ComponentFactory(assemblies: [ShopAssembly()])
                    withExtendedLifetime(factory) { ran.increment() }
                }
            }
        }.value
        #expect(ran.value == 2 * Self.rounds)
        print(
            """
            TyphoonTesting: the trait costs \(Self.microseconds(traitTime)) µs a test (a new factory of \
            ShopAssembly, 2 patches, the eager singleton); a plain activation of ShopAssembly costs \
            \(Self.microseconds(plainTime)) µs.
            """)
    }

    private static func microseconds(_ duration: Duration) -> String {
        let total = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        return String(format: "%.1f", total / Double(rounds))
    }
}

/// A count kept by tests' closures.
final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}
