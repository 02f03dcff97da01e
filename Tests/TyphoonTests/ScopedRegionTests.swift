import Foundation
import TestSupport
import Testing
import Typhoon

/// Scoped regions (Docs/Behaviour.md, Scopes: Scoped regions).
///
/// A `.scoped` definition has one instance per `withScope` region, shared by everything resolved
/// inside it and by its child tasks, released when the region ends. The fixtures are in
/// `Support/Regions.swift`.
@Suite struct ScopedRegionTests {
    // MARK: One instance per region

    @Test func everythingResolvedInARegionSharesItsScopedInstance() {
        let assembly = RequestAssembly().activate()
        let (checkout, bookkeeper) = assembly.factory.withScope { (assembly.checkout(), assembly.bookkeeper()) }
        #expect(checkout.bookkeeper.work === checkout.mailer.work)
        #expect(bookkeeper.work === checkout.bookkeeper.work)
        #expect(assembly.builds.count == 1)
    }

    @Test func eachRegionHasAnInstanceOfItsOwn() {
        let assembly = RequestAssembly().activate()
        let first = assembly.factory.withScope { assembly.unitOfWork() }
        let second = assembly.factory.withScope { assembly.unitOfWork() }
        #expect(first !== second)
        #expect(first.serial == 1 && second.serial == 2)
    }

    @Test func aScopedDefinitionWithArgumentsHasOneInstancePerArgumentsInARegion() {
        let assembly = RequestAssembly().activate()
        assembly.factory.withScope {
            #expect(assembly.basket(for: "ann") === assembly.basket(for: "ann"))
            #expect(assembly.basket(for: "ann") !== assembly.basket(for: "bob"))
        }
    }

    @Test func aScopedValueIsBuiltOncePerRegion() {
        let assembly = RequestAssembly().activate()
        let serials = assembly.factory.withScope { [assembly.stamp().serial, assembly.stamp().serial] }
        let next = assembly.factory.withScope { assembly.stamp().serial }
        #expect(serials == [1, 1] && next == 2)
    }

    @Test func aLookUpByTypeInsideARegionGetsTheRegionsInstance() throws {
        let assembly = RequestAssembly().activate()
        try assembly.factory.withScope {
            let byType = try assembly.factory.component(UnitOfWork.self)
            #expect(byType === assembly.checkout().bookkeeper.work)
        }
    }

    @Test func theRegionReleasesItsInstancesWhenItEnds() {
        let assembly = RequestAssembly().activate()
        weak var released: UnitOfWork?
        assembly.factory.withScope {
            released = assembly.unitOfWork()
            #expect(assembly.releases.count == 0)
        }
        #expect(released == nil)
        #expect(assembly.releases.count == 1)
    }

    @Test func aRegionThatThrowsReleasesItsInstancesAndRethrows() {
        let assembly = RequestAssembly().activate()
        #expect(throws: StoreClosed.self) {
            try assembly.factory.withScope {
                _ = assembly.checkout()
                throw StoreClosed()
            }
        }
        #expect(assembly.releases.count == 1)
    }

    // MARK: A region opened on an assembly

    @Test func aRegionOpenedOnAnAssemblyIsTheRegionItsFactoryOpens() {
        let assembly = RequestAssembly().activate()
        let (checkout, bookkeeper) = assembly.withScope { (assembly.checkout(), assembly.bookkeeper()) }
        #expect(checkout.bookkeeper.work === checkout.mailer.work)
        #expect(bookkeeper.work === checkout.bookkeeper.work)
        #expect(assembly.builds.count == 1)
    }

    @Test func anAsyncRegionOpenedOnAnAssemblySharesItsInstanceWithItsChildTasks() async {
        let assembly = RequestAssembly().activate()
        let serials = await assembly.withScope {
            await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 { group.addTask { assembly.checkout().mailer.work.serial } }
                return await group.reduce(into: Set<Int>()) { $0.insert($1) }
            }
        }
        #expect(serials == [1])
        #expect(assembly.releases.count == 1)
    }

    @Test func aRegionOpenedOnAnAssemblyThatIsNotActivatedStopsAndSaysHowToActivateIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            RequestAssembly().withScope {}
        }
        let message = stopMessage(inStandardError: result?.standardErrorContent)
        #expect(message.hasPrefix("RequestAssembly.withScope was called on an assembly that is not activated"))
    }

    // MARK: Tasks and threads of a region

    @Test func everyChildTaskOfARegionSharesItsInstance() async {
        let assembly = RequestAssembly().activate()
        let serials = await assembly.factory.withScope {
            await withTaskGroup(of: Int.self) { group in
                for _ in 0..<8 { group.addTask { assembly.checkout().mailer.work.serial } }
                return await group.reduce(into: Set<Int>()) { $0.insert($1) }
            }
        }
        #expect(serials == [1])
        #expect(assembly.releases.count == 1)
    }

    @Test func tasksOfARegionAskingAColdScopedDefinitionAtOnceBuildItOnce() async {
        let assembly = RequestAssembly()
        assembly.buildTime = 0.05
        assembly.activate()
        let works = await assembly.factory.withScope {
            await withTaskGroup(of: UnitOfWork.self) { group in
                for _ in 0..<20 { group.addTask { assembly.unitOfWork() } }
                return await group.reduce(into: [UnitOfWork]()) { $0.append($1) }
            }
        }
        #expect(assembly.builds.count == 1)
        #expect(works.allSatisfy { $0 === works[0] })
    }

    /// 200 requests at once, each in its own region, each resolving its graph on several child
    /// tasks: every request sees one unit of work, and no other request's.
    @Test func twoHundredConcurrentRegionsEachSeeOnlyTheirOwnScopedInstances() async {
        let assembly = RequestAssembly().activate()
        let factory = assembly.factory
        let requests = await withTaskGroup(of: [UnitOfWork].self) { requests in
            for _ in 0..<200 {
                requests.addTask {
                    await factory.withScope {
                        await withTaskGroup(of: UnitOfWork.self) { services in
                            services.addTask { assembly.checkout().bookkeeper.work }
                            services.addTask { assembly.checkout().mailer.work }
                            services.addTask { assembly.bookkeeper().work }
                            return await services.reduce(into: [UnitOfWork]()) { $0.append($1) }
                        }
                    }
                }
            }
            return await requests.reduce(into: [[UnitOfWork]]()) { $0.append($1) }
        }
        #expect(requests.allSatisfy { request in request.allSatisfy { $0 === request[0] } })
        #expect(Set(requests.map { ObjectIdentifier($0[0]) }).count == 200)
        #expect(assembly.builds.count == 200)
    }

    @Test func anUnstructuredTaskCreatedInARegionIsInIt() async {
        let assembly = RequestAssembly().activate()
        let (own, task) = await assembly.factory.withScope {
            let task = Task { assembly.unitOfWork() }
            return (assembly.unitOfWork(), await task.value)
        }
        #expect(own === task)
    }

    @Test func aTaskThatOutlivesItsRegionFindsItEndedAndSaysSo() async throws {
        let assembly = RequestAssembly().activate()
        let (gate, opened) = AsyncStream.makeStream(of: Void.self)
        let late = assembly.factory.withScope {
            Task {
                for await _ in gate { break }
                return Result { try assembly.factory.component(UnitOfWork.self) }
            }
        }
        opened.yield()
        let error = try await #require(throws: TyphoonError.self) { try await late.value.get() }
        guard case .scopedRegionEnded(let definition, _) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(definition == "RequestAssembly.unitOfWork()")
        #expect(error.description.contains("outlived its region"))
    }

    @Test func aThreadStartedInsideARegionIsOutsideIt() throws {
        let assembly = RequestAssembly().activate()
        let outcome = Protected<Result<UnitOfWork, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        assembly.factory.withScope {
            _ = assembly.unitOfWork()
            Thread {
                outcome.withLock { $0 = Result { try assembly.factory.component(UnitOfWork.self) } }
                done.signal()
            }.start()
            _ = done.wait(timeout: .now() + 20)
        }
        let result = try #require(outcome.withLock { $0 })
        #expect {
            try result.get()
        } throws: { error in
            if case .outsideScopedRegion = error as? TyphoonError { true } else { false }
        }
    }

    // MARK: Builds that fail

    @Test func aScopedBuildThatThrowsIsBuiltAgainByTheNextCallInTheRegion() throws {
        let assembly = RequestAssembly().activate()
        assembly.ledgerFailures.withLock { $0 = 1 }
        try assembly.factory.withScope {
            #expect(throws: StoreClosed.self) { try assembly.ledger() }
            let ledger = try assembly.ledger()
            #expect(try assembly.ledger() === ledger)
        }
        #expect(assembly.builds.count == 1)
    }

    /// The first task's build throws while the others wait for it: they are not handed its
    /// failure's leftovers, and one of them builds the instance the rest share.
    @Test func tasksWaitingForAScopedBuildThatThrowsBuildItOnceThemselves() async {
        let assembly = RequestAssembly()
        assembly.ledgerBuildTime = 0.05
        assembly.ledgerFailures.withLock { $0 = 1 }
        assembly.activate()
        let ledgers = await assembly.factory.withScope {
            await withTaskGroup(of: UnitOfWork?.self) { group in
                for _ in 0..<8 { group.addTask { try? assembly.ledger() } }
                return await group.reduce(into: [UnitOfWork?]()) { $0.append($1) }
            }
        }
        let built = ledgers.compactMap { $0 }
        #expect(ledgers.count - built.count == 1, "only the first build throws")
        #expect(built.allSatisfy { $0 === built[0] })
        #expect(assembly.builds.count == 1)
    }

    // MARK: Nested regions

    @Test func anInnerRegionHasInstancesOfItsOwnAndTheOuterRegionKeepsItsOwn() {
        let assembly = RequestAssembly().activate()
        let factory = assembly.factory
        factory.withScope {
            let outer = assembly.unitOfWork()
            weak var inner: UnitOfWork?
            factory.withScope {
                inner = assembly.unitOfWork()
                #expect(inner !== outer)
            }
            #expect(inner == nil, "the inner region released its own")
            #expect(assembly.unitOfWork() === outer)
        }
        #expect(assembly.releases.count == 2)
    }

    /// The resolution reads its region once; a region opened inside one of its initializers is
    /// seen there, and the resolution goes on in its own region afterwards.
    @Test func aRegionOpenedInsideAnInitializerHasItsOwnInstanceAndTheResolutionGoesOnInTheOuterOne() {
        let assembly = RequestAssembly().activate()
        assembly.factory.withScope {
            let outer = assembly.unitOfWork()
            let auditor = assembly.auditor()
            #expect(auditor.before === outer && auditor.after === outer)
            #expect(auditor.own !== outer)
        }
    }

    @Test func anInnerAsyncRegionDoesNotSeeTheOuterRegionsInstances() async {
        let assembly = RequestAssembly().activate()
        let factory = assembly.factory
        await factory.withScope {
            let outer = assembly.unitOfWork()
            let inner = await factory.withScope { await Task { assembly.unitOfWork() }.value }
            #expect(inner !== outer)
            #expect(assembly.unitOfWork() === outer)
        }
    }

    // MARK: Outside any region

    @Test func aLookUpByTypeOutsideAnyRegionThrowsNamingTheDefinitionAndHowToOpenOne() {
        let assembly = RequestAssembly().activate()
        #expect {
            try assembly.factory.component(UnitOfWork.self)
        } throws: { error in
            guard case .outsideScopedRegion(let definition, let declaredAt) = error as? TyphoonError else {
                return false
            }
            return definition == "RequestAssembly.unitOfWork()" && declaredAt.hasPrefix("TyphoonTests/Regions.swift:")
                && (error as? TyphoonError)?.description.contains("factory.withScope { … }") == true
        }
        #expect(assembly.releases.count == 1, "the instance built to finish the resolution is not kept")
    }

    @Test func aThrowingScopedDefinitionCalledOutsideAnyRegionThrows() {
        let assembly = RequestAssembly().activate()
        #expect {
            try assembly.auditTrail()
        } throws: { error in
            if case .outsideScopedRegion = error as? TyphoonError { true } else { false }
        }
        #expect(assembly.builds.count == 0)
    }

    @Test func aDefinitionMethodCalledOutsideAnyRegionStopsNamingItAndHowToOpenARegion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RequestAssembly().activate().checkout()
        }
        let message = stopMessage(inStandardError: result?.standardErrorContent)
        #expect(message.hasPrefix("RequestAssembly.unitOfWork() (TyphoonTests/Regions.swift:"))
        #expect(
            message.hasSuffix(
                "is scoped, one instance per region, and was asked for outside any region. A region reaches the child tasks of its work, not a `Thread`, a `DispatchQueue` block or a `Task.detached` started inside it. To fix, ask for it inside `factory.withScope { … }` (`try await factory.withScope { … }` in async code), or give it another scope if it is not part of a unit of work."
            ))
    }

    // MARK: The other scopes

    @Test func everyOtherScopeBehavesInsideARegionAsOutside() {
        let assembly = EveryScopeAssembly().activate()
        let factory = assembly.factory
        let outside = (assembly.singleton(), assembly.lazySingleton(), assembly.weakSingleton())
        factory.withScope {
            #expect(assembly.singleton() === outside.0)
            #expect(assembly.lazySingleton() === outside.1)
            #expect(assembly.weakSingleton() === outside.2)
            let graph = assembly.objectGraphPair()
            #expect(graph[0] === graph[1])
            #expect(assembly.objectGraph() !== assembly.objectGraph())
            let prototypes = assembly.prototypePair()
            #expect(prototypes[0] !== prototypes[1])
        }
        withExtendedLifetime(outside) {}
    }

    @Test func aSingletonFirstBuiltInARegionOutlivesIt() {
        let assembly = EveryScopeAssembly().activate()
        let inside = assembly.factory.withScope { assembly.lazySingleton() }
        #expect(assembly.lazySingleton() === inside)
    }

    // MARK: Patches

    @Test func aPatchInstalledDuringARegionReplacesTheInstanceItBuiltBefore() {
        let assembly = RequestAssembly().activate()
        let factory = assembly.factory
        let stand = UnitOfWork(serial: -1, releases: Counter())
        factory.withScope {
            let original = assembly.unitOfWork()
            let patch = factory.patch(assembly.unitOfWork) { stand }
            #expect(assembly.unitOfWork() === stand)
            patch.detach()
            #expect(assembly.unitOfWork() !== original, "built by what the definition was then")
        }
    }

    // MARK: Cycles

    @Test func aCycleOfScopedDefinitionsIsOneInstanceOfEachInItsRegion() {
        let assembly = PropertyCycleAssembly()
        assembly.scopes = (.scoped, .scoped)
        assembly.activate()
        assembly.factory.withScope {
            let service = assembly.service()
            #expect(service.delegate?.service === service)
            #expect(assembly.delegate() === service.delegate)
            #expect(assembly.services.count == 1 && assembly.delegateBuilds.count == 1)
        }
    }

    /// Two tasks of one region enter the cycle from both ends at once: each claims its end before
    /// asking for the other, and the region gets one of each (a child process: the meeting blocks
    /// both threads of the cooperative pool).
    @Test func aCycleOfScopedDefinitionsEnteredFromBothEndsByTasksOfOneRegionIsBuiltOnce() async {
        await #expect(processExitsWith: .success) {
            let assembly = PropertyCycleAssembly()
            (assembly.scopes, assembly.meeting) = ((.scoped, .scoped), Meeting(parties: 2))
            assembly.activate()
            let ok = await assembly.factory.withScope {
                async let service = assembly.service()
                async let delegate = assembly.delegate()
                let (built, other) = await (service, delegate)
                return built.delegate === other && other.service === built && assembly.service() === built
                    && assembly.services.count == 1 && assembly.delegateBuilds.count == 1
            }
            if !ok { exit(1) }
        }
    }

    // MARK: verify()

    @Test func verifyBuildsAScopedDefinitionInASandboxRegion() throws {
        let assembly = RequestAssembly().activate()
        let report = try assembly.factory.verify()
        #expect(report.verified.contains("RequestAssembly.unitOfWork()"))
        #expect(report.verified.contains("RequestAssembly.checkout()"))
        #expect(assembly.builds.count == 0, "the sandbox's builds are its own")
    }
}
