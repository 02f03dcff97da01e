import Typhoon
import XCTest

// Examples of the scoped regions of Scopes.md and of their errors in ErrorsAndHowToReadThem.md.

// snippet: scopes-scoped-model
/// What the staff serving one table share: one per region.
final class Tab: Sendable {}

final class Barkeep: Sendable {
    let tab: Tab
    init(tab: Tab) { self.tab = tab }
}

final class Cook: Sendable {
    let tab: Tab
    init(tab: Tab) { self.tab = tab }
}
// end-snippet

class TavernAssembly: Assembly, @unchecked Sendable {
    // snippet: scopes-scoped
    func tab() -> Tab {
        define(scope: .scoped) { Tab() }
    }

    func barkeep() -> Barkeep {
        define { Barkeep(tab: self.tab()) }
    }

    func cook() -> Cook {
        define { Cook(tab: self.tab()) }
    }
    // end-snippet

    override var components: [Component] {
        [Component(Self.tab)]
    }
}

final class ScopedRegionsTests: XCTestCase {
    func testEverythingResolvedInARegionSharesItsScopedInstance() {
        // snippet: scopes-scoped-use
        let tavern = TavernAssembly().activate()
        let oneTab = tavern.factory.withScope {
            tavern.barkeep().tab === tavern.cook().tab  // true: one tab in this region
        }
        let nextTab = tavern.factory.withScope { tavern.tab() }  // a new one: another region
        // end-snippet
        XCTAssertTrue(oneTab)
        XCTAssertFalse(tavern.factory.withScope { tavern.tab() } === nextTab)
    }

    func testChildTasksOfARegionShareItsScopedInstance() async {
        let tavern = TavernAssembly().activate()
        // snippet: scopes-scoped-tasks
        let oneTab = await tavern.factory.withScope {
            async let barkeep = tavern.barkeep()
            async let cook = tavern.cook()
            return await barkeep.tab === cook.tab  // true: child tasks are in the region
        }
        // end-snippet
        XCTAssertTrue(oneTab)
    }

    func testARegionReleasesItsInstancesWhenItEnds() {
        let tavern = TavernAssembly().activate()
        weak var tab: Tab?
        tavern.factory.withScope { tab = tavern.tab() }
        XCTAssertNil(tab)
    }

    func testOutsideScopedRegion() {
        let tavern = TavernAssembly().activate()
        XCTAssertThrowsError(try tavern.factory.component(Tab.self)) { error in
            XCTAssertEqual(
                "\(error)",
                #"TavernAssembly.tab() (DocumentationTests/ScopedRegionsExamples.swift:24) is scoped, one instance per region, and was asked for outside any region. A region reaches the child tasks of its work, not a `Thread`, a `DispatchQueue` block or a `Task.detached` started inside it. To fix, ask for it inside `factory.withScope { … }` (`try await factory.withScope { … }` in async code), or give it another scope if it is not part of a unit of work."#
            )
        }
    }

    func testScopedRegionEnded() async {
        let tavern = TavernAssembly().activate()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let late = tavern.factory.withScope {
            Task {
                for await _ in gate { break }
                return Result { try tavern.factory.component(Tab.self) }
            }
        }
        open.yield()
        guard case .failure(let error) = await late.value else { return XCTFail("the late task found a tab") }
        XCTAssertEqual(
            "\(error)",
            #"TavernAssembly.tab() (DocumentationTests/ScopedRegionsExamples.swift:24) is scoped, one instance per region, and was asked for by a task that outlived its region, which has released its instances. To fix, finish the region's work inside its `withScope { … }` (await the task there, or use a child task: `async let`, a task group), or open a region of its own in the task."#
        )
    }
}
