import Testing
import Typhoon

/// Every scope applies to async definitions, and so do run-time arguments.
@Suite struct AsyncScopeTests {
    @Test func aSingletonIsOnePerFactory() async throws {
        let assembly = AsyncAssembly().activate()
        let first = try await assembly.scoped(.singleton)
        #expect(try await assembly.scoped(.singleton) === first)
        let other = AsyncAssembly().activate()
        #expect(try await other.scoped(.singleton) !== first)
    }

    @Test func aPrototypeIsNewEveryTime() async throws {
        let assembly = AsyncAssembly().activate()
        let first = try await assembly.scoped(.prototype)
        #expect(try await assembly.scoped(.prototype) !== first)
    }

    @Test func anObjectGraphInstanceIsSharedWithinOneResolutionOnly() async throws {
        let assembly = AsyncAssembly().activate()
        let left = try await assembly.leftRepository()
        #expect(left.peer?.peer === left)
        #expect(try await assembly.leftRepository() !== left)
    }

    @Test func aWeakSingletonIsBuiltAgainOnceNothingHoldsIt() async throws {
        let assembly = AsyncAssembly().activate()
        var held: AsyncDatabase? = try await assembly.scoped(.weakSingleton)
        let serial = held?.serial
        #expect(try await assembly.scoped(.weakSingleton).serial == serial)
        held = nil
        #expect(try await assembly.scoped(.weakSingleton).serial != serial)
    }

    @Test func aWeakSingletonOfAValueIsAnError() async throws {
        let assembly = AsyncAssembly().activate()
        await #expect(throws: TyphoonError.weakSingletonOfValue(definition: "AsyncAssembly.weakValue()", type: "Int")) {
            _ = try await assembly.weakValue()
        }
    }

    @Test func differentArgumentsGetDifferentSharedInstances() async throws {
        let assembly = AsyncAssembly().activate()
        let ledger = try await assembly.database(named: "ledger")
        #expect(try await assembly.database(named: "ledger") === ledger)
        #expect(try await assembly.database(named: "journal") !== ledger)
    }

    @Test func anArgumentThatTellsNothingApartIsAnError() async throws {
        let assembly = AsyncAssembly().activate()
        await #expect(
            throws: TyphoonError.unsupportedArgument(
                definition: "AsyncAssembly.database(for:)", position: 1, type: "NotHashable")
        ) {
            _ = try await assembly.database(for: NotHashable())
        }
    }

    @Test func anAsyncInitializerCallsAPlainDefinition() async throws {
        let assembly = AsyncAssembly().activate()
        let repository = try await assembly.knightsDatabase()
        #expect(repository.database === assembly.plainDatabase())
    }

    @Test func aBuiltTypeThatIsNotTheDeclaredOneIsAnError() async throws {
        let assembly = AsyncAssembly().activate()
        await #expect(
            throws: TyphoonError.declaredTypeMismatch(
                definition: "AsyncAssembly.mistyped()", declared: "AsyncController", built: "AsyncDatabase")
        ) {
            _ = try await assembly.mistyped()
        }
    }

    @Test func aCallOnAnAssemblyThatIsNotActivatedIsAnError() async throws {
        await #expect(
            throws: TyphoonError.notActivated(assembly: "AsyncAssembly", definition: "AsyncAssembly.database()")
        ) {
            _ = try await AsyncAssembly().database()
        }
    }
}
