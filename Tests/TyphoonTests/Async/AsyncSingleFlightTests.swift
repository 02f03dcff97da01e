import Testing
import Typhoon

/// A shared async instance is built once however many tasks ask at the same time; the others
/// await that build (Docs/Behaviour.md, Async definitions).
@Suite struct AsyncSingleFlightTests {
    @Test func aThousandTasksAwaitingAColdLazySingletonRunItsInitializerOnceAndShareTheInstance() async throws {
        let assembly = AsyncAssembly().activate()
        let serials = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<1_000 {
                group.addTask { ObjectIdentifier(try await assembly.database()) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(assembly.opened.count == 1)
        #expect(serials.count == 1)
    }

    @Test(arguments: [Scope.singleton, .lazySingleton, .weakSingleton])
    func everySharedScopeIsBuiltOnceForManyTasksAskingAtOnce(_ scope: Scope) async throws {
        let assembly = AsyncAssembly().activate()
        // The instances are kept until the end, so that a weak singleton stays shared.
        let instances = try await withThrowingTaskGroup(of: AsyncDatabase.self) { group in
            for _ in 0..<200 {
                group.addTask { try await assembly.scoped(scope) }
            }
            return try await group.reduce(into: [AsyncDatabase]()) { $0.append($1) }
        }
        #expect(Set(instances.map(ObjectIdentifier.init)).count == 1)
        #expect(assembly.opened.count == 1)
    }

    @Test func cancellingHalfTheCallersLetsTheBuildFinishForTheOthers() async throws {
        let assembly = AsyncAssembly().activate()
        var waiting: [Task<AsyncDatabase, any Error>] = []
        for _ in 0..<200 {
            waiting.append(Task { try await assembly.database() })
        }
        try await Task.sleep(for: .milliseconds(20))
        for (index, task) in waiting.enumerated() where index.isMultiple(of: 2) {
            task.cancel()
        }
        var built: [ObjectIdentifier] = []
        var cancelled = 0
        for task in waiting {
            do {
                built.append(ObjectIdentifier(try await task.value))
            } catch is CancellationError {
                cancelled += 1
            }
        }
        // Every caller not cancelled got the one instance; a cancelled one may have got it too if
        // the build ended before its cancellation.
        #expect(built.count + cancelled == 200)
        #expect(built.count >= 100)
        #expect(Set(built).count == 1)
        #expect(assembly.opened.count == 1)
    }

    @Test func theCallerThatStartedTheBuildCanBeCancelledWithoutCancellingIt() async throws {
        let assembly = AsyncAssembly().activate()
        let starter = Task { try await assembly.database() }
        try await Task.sleep(for: .milliseconds(10))
        let other = Task { try await assembly.database() }
        starter.cancel()
        await #expect(throws: CancellationError.self) { try await starter.value }
        let database = try await other.value
        #expect(database.serial == 1)
        #expect(assembly.opened.count == 1)
    }

    @Test func everyWaiterOfAFailedBuildGetsItsError() async throws {
        let assembly = AsyncAssembly().activate()
        assembly.failingBuilds.withLock { $0 = 1 }
        let errors = await withTaskGroup(of: OpenFailed?.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    do {
                        _ = try await assembly.flakyDatabase()
                        return nil
                    } catch {
                        return error as? OpenFailed
                    }
                }
            }
            return await group.reduce(into: [OpenFailed?]()) { $0.append($1) }
        }
        #expect(errors.allSatisfy { $0 == OpenFailed(attempt: 1) })
        #expect(assembly.opened.count == 1)
    }

    @Test func aFailedBuildIsNotKeptAndTheNextCallBuildsAgain() async throws {
        let assembly = AsyncAssembly().activate()
        assembly.failingBuilds.withLock { $0 = 1 }
        await #expect(throws: OpenFailed(attempt: 1)) { try await assembly.flakyDatabase() }
        let database = try await assembly.flakyDatabase()
        #expect(database.serial == 2)
        #expect(try await assembly.flakyDatabase() === database)
    }

    @Test func eachArgumentSetHasItsOwnSingleFlight() async throws {
        let assembly = AsyncAssembly().activate()
        let pairs = try await withThrowingTaskGroup(of: (String, ObjectIdentifier).self) { group in
            for index in 0..<300 {
                let name = index.isMultiple(of: 2) ? "ledger" : "journal"
                group.addTask { (name, ObjectIdentifier(try await assembly.database(named: name))) }
            }
            return try await group.reduce(into: [String: Set<ObjectIdentifier>]()) {
                $0[$1.0, default: []].insert($1.1)
            }
        }
        #expect(pairs["ledger"]?.count == 1)
        #expect(pairs["journal"]?.count == 1)
        #expect(pairs["ledger"] != pairs["journal"])
        #expect(assembly.opened.count == 2)
    }

    @Test func aSharedInstanceIsHandedOnOnlyAfterItsAfterCallbacksRan() async throws {
        let assembly = AsyncAssembly().activate()
        let logs = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<20 {
                group.addTask { try await assembly.announcedDatabase().log }
            }
            return try await group.reduce(into: [[String]]()) { $0.append($1) }
        }
        #expect(logs.allSatisfy { $0 == ["announced"] })
    }
}
