import Typhoon
import XCTest

/// The container keeps no reference cycle of its own: dropping what the user created frees
/// the factory, every assembly in it and every singleton.
final class LifetimeTests: XCTestCase {
    func testDroppingTheActivatedAssemblyFreesItsFactoryAndSingletons() {
        weak var assembly: ScopeAssembly?
        weak var factory: ComponentFactory?
        weak var singleton: Service?
        do {
            let activated = ScopeAssembly().activate()
            assembly = activated
            factory = activated.factory
            singleton = activated.singletonService()
            _ = activated.lazyService()
        }
        XCTAssertNil(assembly)
        XCTAssertNil(factory)
        XCTAssertNil(singleton)
    }

    func testDroppingAFactoryFreesEveryAssemblyAndSingleton() {
        weak var scopes: ScopeAssembly?
        weak var settings: SettingsAssembly?
        weak var singleton: Service?
        weak var circular: JobExecutionViewController?
        do {
            let factory = ComponentFactory(assemblies: [ScopeAssembly(), SettingsAssembly()])
            scopes = factory.assembly(ScopeAssembly.self)
            settings = factory.assembly(SettingsAssembly.self)
            singleton = scopes?.singletonService()
            circular = settings?.singletonController()
        }
        XCTAssertNil(scopes)
        XCTAssertNil(settings)
        XCTAssertNil(singleton)
        XCTAssertNil(circular)
    }

    func testAFactoryTakenFromATemporaryAssemblyKeepsItAlive() throws {
        let factory = LookupAssembly().activate().factory
        XCTAssertTrue(try factory.component((any Quest).self) is CampaignQuest)
    }

    func testObjectGraphAndPrototypeInstancesAreNotKeptByTheContainer() {
        let assembly = ScopeAssembly().activate()
        weak let graph = assembly.objectGraphService()
        weak let prototype = assembly.prototypeService()
        weak let controller = SettingsAssembly().activate().appSettingsController()
        XCTAssertNil(graph)
        XCTAssertNil(prototype)
        XCTAssertNil(controller)
    }

    /// Two assemblies that name each other as collaborators used to hold each other: the factory
    /// and every singleton stayed alive after the factory was dropped.
    func testDroppingAFactoryOfAssembliesThatCollaborateBothWaysFreesThemAndTheirSingletons() throws {
        // Both given, or the second made by the factory because the first names it.
        for givesSouth in [true, false] {
            var watch: MutualPairWatch?
            do {
                let factory = ComponentFactory(assemblies: [NorthAssembly()] + (givesSouth ? [SouthAssembly()] : []))
                watch = try MutualPairWatch(factory.assembly(NorthAssembly.self))
                XCTAssertEqual(watch?.alive, 7)
            }
            XCTAssertEqual(watch?.alive, 0, "given the south assembly: \(givesSouth)")
        }
    }

    /// The same with an activated assembly, which owns its factory, whichever of the two it is.
    func testDroppingAnActivatedAssemblyThatCollaboratesBothWaysFreesItsFactoryAndSingletons() throws {
        for activated in ["north", "north with south", "south"] {
            var watch: MutualPairWatch?
            do {
                let root: Assembly =
                    switch activated {
                    case "north": NorthAssembly().activate()
                    case "north with south": NorthAssembly().activate(with: [SouthAssembly()])
                    default: SouthAssembly().activate()
                    }
                watch = try MutualPairWatch((root as? NorthAssembly) ?? (root as! SouthAssembly).north)
                // All but the factory's handle, which an activated assembly makes on demand.
                XCTAssertEqual(watch?.alive, 6)
                withExtendedLifetime(root) {}
            }
            XCTAssertEqual(watch?.alive, 0, "activated: \(activated)")
        }
    }

    /// The activated assembly is what the user holds: its collaborator, which names it back, works
    /// for as long as it is held, though nothing else of the factory is; once it goes, all goes.
    func testAHeldActivatedAssemblyStillReachesItsCollaboratorAfterTheOthersAreDropped() throws {
        var north: NorthAssembly? = NorthAssembly().activate(with: [SouthAssembly()])
        weak var south: SouthAssembly?
        weak var factory: ComponentFactory?
        weak var pier: Pier?
        do {
            let collaborator = try XCTUnwrap(north).south
            south = collaborator
            factory = north?.factory
            pier = collaborator.pier()
        }
        XCTAssertNil(factory)
        XCTAssertNotNil(south)
        do {
            let held = try XCTUnwrap(north)
            XCTAssertTrue(held.south.north === held)
            XCTAssertTrue(held.lighthouse().ferry === held.south.ferry())
            XCTAssertTrue(held.south.pier().harbour === held.harbour())
            XCTAssertTrue(try held.factory.component(Pier.self) === held.south.pier())
        }
        north = nil
        XCTAssertNil(south)
        XCTAssertNil(pier)
    }

    /// Many factories of the pair, made and dropped one after another, leave nothing behind.
    func testMakingAndDroppingManyFactoriesOfAssembliesThatCollaborateBothWaysLeavesNothing() throws {
        var watches: [MutualPairWatch] = []
        for round in 0..<200 {
            if round.isMultiple(of: 2) {
                let factory = ComponentFactory(assemblies: [NorthAssembly(), SouthAssembly()])
                watches.append(try MutualPairWatch(factory.assembly(NorthAssembly.self)))
            } else {
                watches.append(try MutualPairWatch(NorthAssembly().activate()))
            }
        }
        XCTAssertEqual(watches.map(\.alive).reduce(0, +), 0)
    }

    func testActivatingInEveryTestDoesNotGrow() {
        weak var last: ScopeAssembly?
        for _ in 0..<100 {
            let assembly = ScopeAssembly().activate()
            _ = assembly.singletonService()
            _ = assembly.weakService()
            last = assembly
        }
        XCTAssertNil(last)
    }
}
