import Foundation
import Testing
import TyphoonTesting

/// A suite as a user writes it: each test gets its own factory of ShopAssembly, with the
/// suite's patches, and injects itself from it.
@Suite(
    .activating(ShopAssembly.self),
    .patching(ShopAssembly.time) { FixedTimeSource("fixed") },
    .patching(ShopAssembly.payments) { PaymentGateway(endpoint: "stub") })
final class ActivationTraitTests {
    @InjectedClass var checkout: Checkout
    @InjectedClass var printer: ReceiptPrinter

    init() throws {
        try inject(self)
    }

    @Test func theSuiteIsInjectedFromTheTestsFactoryWithItsPatches() {
        #expect(checkout.time.label == "fixed")
        #expect(checkout.payments.endpoint == "stub")
    }

    @Test func theTestsFactoryIsTheDefaultOneWhileTheTestRuns() throws {
        let factory = try #require(ComponentFactory.default)
        #expect(try factory.component(ReceiptPrinter.self) === printer)
    }

    @Test func anEagerSingletonIsBuiltAfterThePatches() {
        #expect(printer.time.label == "fixed")
    }

    @Test func theDefaultFactoryReachesTheTasksTheTestStarts() async throws {
        let fromChild = await Task {
            ComponentFactory.default.map { ObjectIdentifier($0.assembly(ShopAssembly.self).printer()) }
        }.value
        #expect(fromChild == ObjectIdentifier(printer))
    }

    @Test(arguments: 0..<8)
    func eachArgumentOfAParameterizedTestHasItsOwnFactory(argument: Int) throws {
        let printer = try #require(ComponentFactory.default).assembly(ShopAssembly.self).printer()
        #expect(printer === self.printer)
        #expect(SeenPrinters.shared.insert(printer), "argument \(argument) got another argument's singleton")
    }

    @Test func aPatchInTheTestReplacesTheSuitesPatchForThisTestOnly() throws {
        let factory = try #require(ComponentFactory.default)
        factory.patch(ShopAssembly.time) { FixedTimeSource("this test") }
        #expect(factory.assembly(ShopAssembly.self).checkout().time.label == "this test")
    }
}

/// The trait's patches last as long as the test: run by hand here, the trait's scope patches a new
/// factory, and once it ends that factory has the original definitions again.
@Suite struct PatchLifetimeTests {
    @Test(
        .activating(ShopAssembly.self),
        .patching(ShopAssembly.time) { FixedTimeSource("fixed") },
        .patching(ShopAssembly.payments) { PaymentGateway(endpoint: "stub") },
        .patching(ShopAssembly.banner) { "Patched" })
    func theTraitsPatchesAreDetachedWhenTheTestEnds() async throws {
        let test = try #require(Test.current)
        let kept = KeptFactory()
        try await ActivationTrait.activating(ShopAssembly.self).provideScope(for: test, testCase: nil) {
            kept.factory = ComponentFactory.default
            #expect(kept.factory?.assembly(ShopAssembly.self).banner() == "Patched")
        }
        let factory = try #require(kept.factory)
        #expect(factory !== ComponentFactory.default)
        #expect(factory.assembly(ShopAssembly.self).banner() == "Welcome")
    }

    @Test(
        .activating(GreetingAssembly.self),
        .patching(calling: { (assembly: GreetingAssembly) in assembly.greeting(for: "any") }) { "stub" })
    func aDefinitionWithArgumentsIsPatchedForEveryArgumentSet() throws {
        let assembly = try #require(ComponentFactory.default).assembly(GreetingAssembly.self)
        #expect(assembly.greeting(for: "Ann") == "stub")
    }
}

/// The trait's factory goes when the test ends, also when its assemblies collaborate both ways
/// (they used to hold each other, so every such test leaked its factory and singletons).
@Suite struct TraitFactoryLifetimeTests {
    @Test func aTestsFactoryOfAssembliesThatCollaborateBothWaysIsFreedWhenTheTestEnds() async throws {
        let test = try #require(Test.current)
        // Both named by the trait, or the second made because the first names it.
        let traits = [ActivationTrait.activating(EastAssembly.self, WestAssembly.self), .activating(EastAssembly.self)]
        for trait in traits {
            let watched = WatchedFactory()
            try await trait.provideScope(for: test, testCase: nil) {
                let factory = try #require(ComponentFactory.default)
                let east = factory.assembly(EastAssembly.self)
                watched.watch(factory, east, east.west, east.road(), try factory.component(Inn.self))
                #expect(east.road().inn === east.west.inn())
            }
            #expect(watched.alive == 0)
        }
    }
}

/// Names ``WestAssembly``, which names it back.
final class EastAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var west: WestAssembly

    func road() -> Road { define(scope: .singleton) { Road(inn: self.west.inn()) } }

    override var components: [Component] { [Component(Self.road, eager: true)] }
}

/// Names ``EastAssembly``, which names it back.
final class WestAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var east: EastAssembly

    func inn() -> Inn { define(scope: .lazySingleton) { Inn() } }

    override var components: [Component] { [Component(Self.inn)] }
}

final class Inn {}

final class Road {
    let inn: Inn
    init(inn: Inn) { self.inn = inn }
}

/// Weak references to what a test's factory made, kept past the test's scope.
final class WatchedFactory: @unchecked Sendable {
    private var objects: [Weak] = []

    private struct Weak {
        weak var object: AnyObject?
    }

    func watch(_ objects: AnyObject...) {
        self.objects += objects.map { Weak(object: $0) }
    }

    /// How many of the watched objects are still alive.
    var alive: Int { objects.count { $0.object != nil } }
}

/// A definition with a run-time argument, for the patch of every argument set.
final class GreetingAssembly: Assembly, @unchecked Sendable {
    func greeting(for name: String) -> String {
        define(arguments: name) { "Hello, \(name)" }
    }
}

/// The factory a test kept after its scope ended.
final class KeptFactory: @unchecked Sendable {
    var factory: ComponentFactory?
}

/// Every singleton seen by the arguments of a parameterized test, to show that none is shared.
final class SeenPrinters: @unchecked Sendable {
    static let shared = SeenPrinters()
    private let lock = NSLock()
    /// Kept alive, so that no later printer can take an earlier one's address.
    private var seen: [ReceiptPrinter] = []

    /// Whether the printer was not seen before.
    func insert(_ printer: ReceiptPrinter) -> Bool {
        lock.withLock {
            guard !seen.contains(where: { $0 === printer }) else { return false }
            seen.append(printer)
            return true
        }
    }
}
