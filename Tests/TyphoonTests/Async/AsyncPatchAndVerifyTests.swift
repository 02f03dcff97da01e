import Testing
import Typhoon

/// Patches replace async definitions in tests, and `try await verify()` verifies async
/// definitions instead of listing them as not verified.
@Suite struct AsyncPatchAndVerifyTests {
    @Test func aPatchedAsyncSingletonIsTheStandInUntilThePatchIsDetached() async throws {
        let assembly = AsyncAssembly().activate()
        let original = try await assembly.database()
        let patch = try await assembly.factory.patch(assembly.database) { AsyncDatabase(serial: -1) }
        let standIn = try await assembly.database()
        #expect(standIn.serial == -1)
        #expect(try await assembly.database() === standIn)
        patch.detach()
        let rebuilt = try await assembly.database()
        #expect(rebuilt !== original)
        #expect(rebuilt.serial == 2)
    }

    @Test func aPatchedDefinitionReachedThroughAnotherIsTheStandIn() async throws {
        let assembly = AsyncAssembly().activate()
        try await assembly.factory.patch(assembly.database) { AsyncDatabase(serial: -1) }
        #expect(try await assembly.repository().database.serial == -1)
    }

    @Test func patchingAClosureThatCallsNoAsyncDefinitionIsAnError() async throws {
        let assembly = AsyncAssembly().activate()
        await #expect(throws: TyphoonError.notADefinition(type: "AsyncDatabase")) {
            let notADefinition: () async throws -> AsyncDatabase = { AsyncDatabase(serial: 0) }
            try await assembly.factory.patch(notADefinition, with: { AsyncDatabase(serial: 1) })
        }
    }

    @Test func theSynchronousVerifyListsAsyncComponentsAsNotVerified() throws {
        let factory = VerifiedAsyncAssembly().activate().factory
        let report = try factory.verify()
        #expect(report.notVerified.count == 1)
        #expect(
            report.notVerified.first?.hasSuffix(": async, and only `try await factory.verify()` can await it") == true)
    }

    @Test func theAsyncVerifyBuildsAsyncComponentsInASandbox() async throws {
        let assembly = VerifiedAsyncAssembly().activate()
        let report = try await assembly.factory.verify()
        #expect(report.notVerified.isEmpty)
        #expect(report.verified.count == 2)
        #expect(assembly.opened.count == 0)
    }

    @Test func theAsyncVerifyReportsWhatAnAsyncDefinitionThrows() async throws {
        let assembly = BrokenAsyncAssembly().activate()
        await #expect {
            try await assembly.factory.verify()
        } throws: { error in
            guard case .verificationFailed(let problems, _)? = error as? TyphoonError else { return false }
            return problems.count == 1 && problems[0].contains("OpenFailed(attempt: 0)")
        }
    }
}

/// One plain and one async listed component.
final class VerifiedAsyncAssembly: Assembly, @unchecked Sendable {
    let opened = Counter()

    override var components: [Component] {
        [Component(Self.plain), Component(Self.database)]
    }

    func plain() -> AsyncView {
        define { AsyncView() }
    }

    func database() async throws -> AsyncDatabase {
        try await defineAsync(scope: .lazySingleton) { [opened] in AsyncDatabase(serial: opened.next()) }
    }
}

/// An async component whose initializer always throws.
final class BrokenAsyncAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [Component(Self.database)]
    }

    func database() async throws -> AsyncDatabase {
        try await defineAsync { throw OpenFailed(attempt: 0) }
    }
}
