import Testing
import TyphoonAutoInjection

/// `try await inject(_:)` fills auto-injected properties whose components are async definitions;
/// the synchronous `inject(_:)` cannot await them and says so.
@Suite struct AsyncInjectTests {
    @Test func theAsyncInjectFillsAPropertyWhoseComponentIsAnAsyncDefinition() async throws {
        let assembly = AsyncArchiveAssembly().activate()
        let reader = ArchiveReader()
        try await assembly.factory.inject(reader)
        #expect(reader.archive === (try await assembly.archive()))
        #expect(reader.webService.baseURL == "https://example.net")
    }

    @Test func theSynchronousInjectOfAnAsyncComponentIsAnErrorNamingIt() throws {
        let assembly = AsyncArchiveAssembly().activate()
        #expect {
            try assembly.factory.inject(ArchiveReader())
        } throws: { error in
            guard case .asyncComponentReachedSynchronously(let component, _)? = error as? TyphoonError else {
                return false
            }
            return component.hasPrefix("AsyncArchiveAssembly component of type Archive listed at ")
        }
    }
}

/// A component that opens asynchronously.
final class Archive: @unchecked Sendable {}

/// A class filled by auto-injection: one property from an async definition, one from a plain one.
final class ArchiveReader {
    @InjectedClass var archive: Archive
    @InjectedClass var webService: HttpWebService
}

final class AsyncArchiveAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [Component(Self.archive), Component(Self.webService)]
    }

    func archive() async throws -> Archive {
        try await defineAsync(scope: .lazySingleton) {
            await Task.yield()
            return Archive()
        }
    }

    func webService() -> HttpWebService {
        define { HttpWebService() }
    }
}
