import Testing
import Typhoon

/// Definition post-processors see async definitions at their first call, as they see plain ones,
/// and what they change holds (Docs/Behaviour.md, Post-processors).
@Suite struct AsyncDefinitionPostProcessorTests {
    @Test func aDefinitionPostProcessorSeesAnAsyncDefinitionDescribedAsAsync() async throws {
        let factory = try asyncWiringFactory()
        let rules = AsyncDefinitionRules()
        factory.attach(rules)
        _ = try await factory.assembly(AsyncWiringAssembly.self).database()
        let seen = rules.seen.withLock { $0 }
        #expect(seen.count == 2, "database() and the plain clock() it calls")
        #expect(seen.first?.hasPrefix("AsyncWiringAssembly.database() async lazySingleton -> WiredDatabase") == true)
    }

    @Test func anAsyncDefinitionWhoseScopeAPostProcessorChangedSharesItsInstance() async throws {
        let factory = try asyncWiringFactory()
        factory.attach(AsyncDefinitionRules())
        let assembly = factory.assembly(AsyncWiringAssembly.self)
        let repository = try await assembly.repository()
        #expect(try await assembly.repository() === repository, "objectGraph made singleton")
    }

    @Test func aPostProcessorsStandInIsBuiltInPlaceOfTheAsyncInitializer() async throws {
        let factory = try asyncWiringFactory()
        factory.attach(AsyncDefinitionRules(standIn: .database))
        let assembly = factory.assembly(AsyncWiringAssembly.self)
        let database = try await assembly.database()
        #expect(database.path == "stand-in")
        #expect(try await assembly.database() === database, "in the definition's scope")
        #expect(assembly.databaseBuilds.count == 0)
    }

    @Test func aPatchDetachedGivesTheAsyncDefinitionBackToThePostProcessorsStandIn() async throws {
        let factory = try asyncWiringFactory()
        factory.attach(AsyncDefinitionRules(standIn: .database))
        let assembly = factory.assembly(AsyncWiringAssembly.self)
        let patch = try await factory.patch(assembly.database) { WiredDatabase(clock: WiredClock(), path: "patch") }
        #expect(try await assembly.database().path == "patch")
        patch.detach()
        #expect(try await assembly.database().path == "stand-in")
        #expect(assembly.databaseBuilds.count == 0)
    }

    @Test func aStandInOfAnotherTypeIsThrownByEveryCallOfTheAsyncDefinition() async throws {
        let factory = try asyncWiringFactory()
        factory.attach(AsyncDefinitionRules(standIn: .wrongType))
        let assembly = factory.assembly(AsyncWiringAssembly.self)
        for _ in 0..<2 {
            await #expect {
                _ = try await assembly.database()
            } throws: { error in
                guard case TyphoonError.replacementTypeMismatch(let definition, let declared, let replacement) = error
                else { return false }
                return definition == "AsyncWiringAssembly.database()" && declared == "WiredDatabase"
                    && replacement == "WiredLog"
            }
        }
        #expect(assembly.databaseBuilds.count == 0)
    }
}
