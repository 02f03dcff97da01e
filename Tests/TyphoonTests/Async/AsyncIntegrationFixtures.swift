@testable import Typhoon

// Fixtures where async definitions meet scoped regions, post-processors and the main actor.

/// A request's unit of work: one per region, opened asynchronously.
final class AsyncUnitOfWork: Sendable {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

/// A service of a request, which takes the request's unit of work.
final class AsyncRequestService: Sendable {
    let unitOfWork: AsyncUnitOfWork
    init(unitOfWork: AsyncUnitOfWork) { self.unitOfWork = unitOfWork }
}

/// Tells whether it was made on the main actor.
final class AsyncMainActorWindow: Sendable {
    let madeOnMainActor: Bool
    init(madeOnMainActor: Bool) { self.madeOnMainActor = madeOnMainActor }
}

/// A post-processor that wraps every unit of work in a new one, numbered from 1,000, and names
/// what it saw.
final class UnitOfWorkRenumbering: InstancePostProcessor {
    let seen = Protected<[String]>([])
    func postProcess(_ component: Any) -> Any {
        seen.withLock { $0.append("\(type(of: component))") }
        guard let unit = component as? AsyncUnitOfWork else { return component }
        return AsyncUnitOfWork(serial: 1_000 + unit.serial)
    }
}

final class AsyncRegionAssembly: Assembly, @unchecked Sendable {
    let opened = Counter()

    override var components: [Component] {
        [Component(Self.unitOfWork), Component(Self.service)]
    }

    /// One per region; its initializer yields, so that the region's tasks ask while it is cold.
    func unitOfWork() async throws -> AsyncUnitOfWork {
        try await defineAsync(scope: .scoped) { [opened] in
            let serial = opened.next()
            try await Task.sleep(for: .milliseconds(20))
            return AsyncUnitOfWork(serial: serial)
        }
    }

    func service() async throws -> AsyncRequestService {
        try await defineAsync { AsyncRequestService(unitOfWork: try await self.unitOfWork()) }
    }

    func sharedUnitOfWork() async throws -> AsyncUnitOfWork {
        try await defineAsync(scope: .lazySingleton) { [opened] in AsyncUnitOfWork(serial: opened.next()) }
    }

    /// A definition whose method is isolated to the main actor: its initializer runs there.
    @MainActor func window() async throws -> AsyncMainActorWindow {
        try await defineAsync {
            // Asked of the runtime (the main actor's executor), as the factory asks it; never traps.
            AsyncMainActorWindow(madeOnMainActor: isOnMainActor(isMainThread: false))
        }
    }
}
