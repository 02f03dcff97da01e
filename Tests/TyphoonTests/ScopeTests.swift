import Typhoon
import XCTest

final class ScopeTests: XCTestCase {
    func testObjectGraphSharesOneInstanceWithinAResolution() {
        let assembly = ScopeAssembly().activate()
        let pair = assembly.pair()
        XCTAssertTrue(pair[0] === pair[1])
    }

    func testObjectGraphBuildsAgainForTheNextResolution() {
        let assembly = ScopeAssembly().activate()
        XCTAssertFalse(assembly.objectGraphService() === assembly.objectGraphService())
    }

    func testObjectGraphKeepsNothingAfterTheResolution() {
        let assembly = ScopeAssembly().activate()
        weak let service = assembly.objectGraphService()
        XCTAssertNil(service)
    }

    func testPrototypeBuildsANewInstanceEvenWithinAResolution() {
        let assembly = ScopeAssembly().activate()
        let pair = assembly.prototypePair()
        XCTAssertFalse(pair[0] === pair[1])
    }

    func testSingletonIsOneInstanceForTheFactorysLife() {
        let assembly = ScopeAssembly().activate()
        XCTAssertTrue(assembly.singletonService() === assembly.singletonService())
    }

    func testListedEagerSingletonIsBuiltAtActivation() {
        let assembly = CountingAssembly().activate()
        XCTAssertEqual(assembly.builds.count, 1)
        XCTAssertEqual(assembly.eager().serial, 1)
        XCTAssertEqual(assembly.notEager().serial, 2)
    }

    func testLazySingletonIsBuiltOnFirstUseOnly() {
        let assembly = ScopeAssembly().activate()
        let builtAtActivation = assembly.builds.count
        let first = assembly.lazyService()
        XCTAssertEqual(assembly.builds.count, builtAtActivation + 1)
        XCTAssertTrue(first === assembly.lazyService())
    }

    func testWeakSingletonIsSharedWhileHeldAndRebuiltAfterRelease() {
        let assembly = ScopeAssembly().activate()
        var held: Service? = assembly.weakService()
        let firstSerial = held?.serial
        XCTAssertTrue(held === assembly.weakService())
        weak let released = held
        held = nil
        XCTAssertNil(released, "the container must not keep a weak singleton alive")
        XCTAssertNotEqual(assembly.weakService().serial, firstSerial)
    }

    func testWeakSingletonWithArgumentsIsSharedPerArgumentWhileHeld() {
        let assembly = ScopeAssembly().activate()
        let ann = User(name: "ann")
        let annDetails = assembly.weakDetails(for: ann)
        XCTAssertTrue(assembly.weakDetails(for: ann) === annDetails)
        XCTAssertFalse(assembly.weakDetails(for: User(name: "bob")) === annDetails)
        weak let released = assembly.weakDetails(for: User(name: "cy"))
        XCTAssertNil(released, "the container must not keep a weak singleton alive")
    }

    func testWeakSingletonReleasedDoesNotKeepItsArgumentsAlive() {
        let assembly = ScopeAssembly().activate()
        weak var ann: User?
        do {
            let user = User(name: "ann")
            ann = user
            _ = assembly.weakDetails(for: user)
        }
        for number in 0..<100 {
            _ = assembly.weakDetails(for: User(name: "user \(number)"))
        }
        XCTAssertNil(ann, "the arguments of a released weak singleton are dropped as more are built")
    }

    func testConfigurationScopeWinsOverTheDefineParameter() {
        let assembly = ScopeAssembly().activate()
        XCTAssertTrue(assembly.lazyService() === assembly.lazyService())
    }
}

final class RunTimeArgumentTests: XCTestCase {
    func testInstancesAreToldApartByTheirArguments() {
        let assembly = ScopeAssembly().activate()
        let ann = User(name: "ann")
        let controller = assembly.userDetails(for: ann)
        XCTAssertTrue(controller.user === ann)
        XCTAssertTrue(assembly.userDetails(for: User(name: "bob")).user.name == "bob")
    }

    func testClassArgumentsAreComparedByIdentityEvenWhenHashable() {
        let assembly = ScopeAssembly().activate()
        let first = User(name: "same")
        let second = User(name: "same")
        XCTAssertTrue(assembly.singletonDetails(for: first) === assembly.singletonDetails(for: first))
        XCTAssertFalse(assembly.singletonDetails(for: first) === assembly.singletonDetails(for: second))
    }

    func testHashableArgumentsAreComparedByEquality() {
        let assembly = ScopeAssembly().activate()
        XCTAssertTrue(assembly.serviceNumbered(3) === assembly.serviceNumbered(3))
        XCTAssertFalse(assembly.serviceNumbered(3) === assembly.serviceNumbered(4))
    }

    func testHashableStructArgumentsAreComparedByEquality() {
        let assembly = ScopeAssembly().activate()
        XCTAssertTrue(assembly.service(at: GridPoint(x: 1, y: 2)) === assembly.service(at: GridPoint(x: 1, y: 2)))
        XCTAssertFalse(assembly.service(at: GridPoint(x: 1, y: 2)) === assembly.service(at: GridPoint(x: 2, y: 1)))
    }

    func testHashableEnumArgumentsAreComparedByEquality() {
        let assembly = ScopeAssembly().activate()
        let jump = GridMove.jump(to: GridPoint(x: 1, y: 2), named: "north")
        XCTAssertTrue(assembly.service(keyedBy: jump) === assembly.service(keyedBy: jump))
        XCTAssertFalse(
            assembly.service(keyedBy: jump)
                === assembly.service(keyedBy: GridMove.jump(to: GridPoint(x: 1, y: 2), named: "south")))
        XCTAssertFalse(
            assembly.service(keyedBy: jump) === assembly.service(keyedBy: GridMove.step(GridPoint(x: 1, y: 2))))
    }

    func testEqualLookingValuesOfTwoTypesAreTwoArguments() {
        let assembly = ScopeAssembly().activate()
        XCTAssertFalse(
            assembly.service(keyedBy: GridPoint(x: 1, y: 2)) === assembly.service(keyedBy: GridOffset(x: 1, y: 2)))
    }

    func testArgumentsCompareAsAnyHashableComparesThem() {
        let assembly = ScopeAssembly().activate()
        // AnyHashable holds equal numbers of two integer types equal, and so does an argument.
        XCTAssertTrue(assembly.service(keyedBy: Int8(3)) === assembly.service(keyedBy: Int16(3)))
        XCTAssertTrue(assembly.service(keyedBy: Int64(3) as Int64? as Any) === assembly.service(keyedBy: UInt8(3)))
        XCTAssertFalse(assembly.service(keyedBy: Int8(3)) === assembly.service(keyedBy: Int16(4)))
    }

    func testMetatypeArgumentsAreComparedByIdentity() {
        let assembly = ScopeAssembly().activate()
        XCTAssertTrue(assembly.service(for: Int.self) === assembly.service(for: Int.self))
        XCTAssertFalse(assembly.service(for: Int.self) === assembly.service(for: String.self))
    }

    func testEveryArgumentTellsInstancesApart() {
        let assembly = ScopeAssembly().activate()
        XCTAssertTrue(assembly.serviceNumbered(1, named: "a") === assembly.serviceNumbered(1, named: "a"))
        XCTAssertFalse(assembly.serviceNumbered(1, named: "a") === assembly.serviceNumbered(1, named: "b"))
        XCTAssertFalse(assembly.serviceNumbered(1, named: "a") === assembly.serviceNumbered(2, named: "a"))
    }

    func testMethodsThatDifferOnlyInParameterTypesAreDistinctDefinitions() {
        let assembly = ScopeAssembly().activate()
        XCTAssertGreaterThan(assembly.serviceNumbered(1).serial, 0)
        XCTAssertLessThan(assembly.serviceNumbered("1").serial, 0)
    }

    func testUnsupportedArgumentMessageNamesTheDefinitionPositionAndType() {
        XCTAssertEqual(
            TyphoonError.unsupportedArgument(
                definition: "ScopeAssembly.unhashable(_:)", position: 1, type: "NotHashable"
            ).description,
            "Run-time argument 1 of ScopeAssembly.unhashable(_:) has the type NotHashable, which is neither a class nor Hashable, so instances cannot be told apart by it. To fix, make NotHashable Hashable or pass a class instance."
        )
    }
}
