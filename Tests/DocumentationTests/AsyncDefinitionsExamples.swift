import Foundation
import Testing
import TyphoonTesting

// Examples of AsyncDefinitionsAndServers.md and ErrorsAndHowToReadThem.md: async definitions.

// snippet: async-model
final class Coffer: @unchecked Sendable {
    let path: String
    private(set) var isOpen = false

    private init(path: String) { self.path = path }

    static func open(path: String) async throws -> Coffer {
        let coffer = Coffer(path: path)
        try await Task.sleep(for: .milliseconds(20))  // the disk, the network
        coffer.isOpen = true
        return coffer
    }
}

final class Bursar: @unchecked Sendable {
    let coffer: Coffer
    var ledger: Coffer?
    init(coffer: Coffer) { self.coffer = coffer }
}
// end-snippet

// snippet: async-assembly
class CofferAssembly: Assembly, @unchecked Sendable {
    func coffer() async throws -> Coffer {
        try await defineAsync(scope: .lazySingleton) {
            try await Coffer.open(path: "/var/coffer")
        }
    }

    func bursar() async throws -> Bursar {
        try await defineAsync {
            Bursar(coffer: try await self.coffer())
        } configuration: { definition in
            definition.injectProperty(\.ledger) { try await self.coffer() }
        }
    }

    override var components: [Component] {
        [Component(Self.coffer, eager: true), Component(Self.bursar)]
    }
}
// end-snippet

// snippet: async-region-assembly
/// One request's takings: every service of the request records into the same till.
final class Till: Sendable {
    static func open() async throws -> Till { Till() }
}

final class Teller: Sendable {
    let till: Till
    init(till: Till) { self.till = till }
}

final class Clerk: Sendable {
    let till: Till
    init(till: Till) { self.till = till }
}

class CounterAssembly: Assembly, @unchecked Sendable {
    func till() async throws -> Till {
        try await defineAsync(scope: .scoped) { try await Till.open() }
    }

    func teller() async throws -> Teller {
        try await defineAsync { Teller(till: try await self.till()) }
    }

    func clerk() async throws -> Clerk {
        try await defineAsync { Clerk(till: try await self.till()) }
    }
}
// end-snippet

@Suite struct AsyncDefinitionsExamples {
    @Test func aDefinitionAwaitsItsInitializer() async throws {
        // snippet: async-call
        let assembly = CofferAssembly().activate()
        let bursar = try await assembly.bursar()
        let coffer = try await assembly.factory.component(Coffer.self)
        // bursar.coffer === coffer: one coffer, opened once
        // end-snippet
        #expect(bursar.coffer === coffer)
        #expect(coffer.isOpen)
    }

    @Test func manyTasksAwaitOneBuild() async throws {
        let assembly = CofferAssembly().activate()
        // snippet: async-single-flight
        let coffers = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<1_000 {
                group.addTask { ObjectIdentifier(try await assembly.coffer()) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        // coffers.count == 1: one build, awaited by 1,000 tasks
        // end-snippet
        #expect(coffers.count == 1)
    }

    @Test func activationBuildsTheEagerAsyncSingletons() async throws {
        // snippet: async-activate
        let factory = ComponentFactory(assemblies: [CofferAssembly()])
        try await factory.activate()  // opens the coffer, listed `eager: true`
        // end-snippet
        #expect(try await factory.component(Coffer.self).isOpen)
    }

    @Test func aSynchronousLookUpOfAnAsyncComponentThrows() throws {
        let factory = CofferAssembly().activate().factory
        #expect {
            _ = try factory.component(Bursar.self)
        } throws: { error in
            (error as? TyphoonError)?.description
                == #"A synchronous look-up asked for CofferAssembly component of type Bursar listed at DocumentationTests/AsyncDefinitionsExamples.swift:46:56, whose definition is async (`defineAsync`), and nothing synchronous can await it. To fix, look it up from async code with `try await factory.component(_:)`, make the definition that needs it async too and inject it with `AsyncDefinition.injectProperty(_:_:)`, or, for an eager singleton, call `try await factory.activate()` after making the factory."#
        }
    }

    @Test func aWholeWiringWithAsyncDefinitionsIsVerified() async throws {
        // snippet: async-verify
        let report = try await CofferAssembly().activate().factory.verify()
        // report.verified lists the coffer and the bursar
        // end-snippet
        #expect(report.verified.count == 2)
        #expect(report.notVerified.isEmpty)
    }

    @Test func aRegionSharesOneScopedInstanceAmongItsTasks() async throws {
        // snippet: async-region
        let assembly = CounterAssembly().activate()
        let (teller, clerk) = try await assembly.factory.withScope {
            async let teller = assembly.teller()
            async let clerk = assembly.clerk()
            return try await (teller, clerk)
        }
        // teller.till === clerk.till: one till for this request; the next region opens another
        // end-snippet
        #expect(teller.till === clerk.till)
        let next = try await assembly.factory.withScope { try await assembly.teller() }
        #expect(next.till !== teller.till)
    }

    @Test func aScopedAsyncDefinitionOutsideAnyRegionThrows() async throws {
        let assembly = CounterAssembly().activate()
        await #expect(
            throws: TyphoonError.outsideScopedRegion(
                definition: "CounterAssembly.till()",
                declaredAt: "DocumentationTests/AsyncDefinitionsExamples.swift:69")
        ) {
            _ = try await assembly.teller()
        }
    }
}
