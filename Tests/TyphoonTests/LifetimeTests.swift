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
