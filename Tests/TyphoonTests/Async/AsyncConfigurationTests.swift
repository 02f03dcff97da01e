import Testing
import Typhoon

/// An async definition's configuration runs in Typhoon's order of a build (Docs/Behaviour.md,
/// Order of a build), its injections may await, and by-type look-ups and activation reach async
/// definitions from async code only.
@Suite struct AsyncConfigurationTests {
    @Test func aBuildRunsItsStepsInTyphoonsOrderWhateverTheOrderDeclared() async throws {
        let assembly = AsyncAssembly().activate()
        let repository = try await assembly.repository()
        #expect(assembly.log.all == ["initializer", "before", "property", "method", "after"])
        #expect(repository.cache === repository.database)
    }

    @Test func aComponentIsFoundByTypeFromAsyncCode() async throws {
        let factory = AsyncAssembly().activate().factory
        let database = try await factory.component(AsyncDatabase.self)
        #expect(try await factory.assembly(AsyncAssembly.self).database() === database)
    }

    @Test func aSynchronousLookUpOfAnAsyncComponentIsAnErrorNamingIt() throws {
        let factory = AsyncAssembly().activate().factory
        #expect {
            _ = try factory.component(AsyncRepository.self)
        } throws: { error in
            guard case .asyncComponentReachedSynchronously(let component, nil)? = error as? TyphoonError else {
                return false
            }
            return component.hasPrefix("AsyncAssembly component of type AsyncRepository listed at ")
        }
    }

    @Test func aPlainDefinitionInjectingAnAsyncComponentByTypeIsAnErrorNamingBoth() throws {
        let factory = AsyncAssembly().activate().factory
        #expect {
            _ = try factory.component(AsyncDatabaseUser.self)
        } throws: { error in
            guard case .asyncComponentReachedSynchronously(let component, let requiredBy)? = error as? TyphoonError
            else { return false }
            return component.hasPrefix("AsyncAssembly component of type AsyncDatabase listed at ")
                && requiredBy?.hasPrefix("AsyncAssembly.databaseUser()") == true
        }
    }

    @Test func anEagerAsyncSingletonIsBuiltByActivate() async throws {
        let assembly = AsyncAssembly()
        let factory = ComponentFactory(assemblies: [assembly])
        let activated = factory.assembly(AsyncAssembly.self)
        #expect(activated.log.all.isEmpty)
        try await factory.activate()
        #expect(activated.log.all == ["eager"])
        _ = try await activated.eagerDatabase()
        try await factory.activate()
        #expect(activated.log.all == ["eager"])
    }
}
