import Typhoon
import XCTest

// Every use of `injectProperty(_:backReferenceTo:)` in this suite: the definitions whose property
// refers back to a component whose initializer is still running, and the Typhoon tests that
// build them. Typhoon makes such an injection wait by itself; here it is marked.

extension MiddleAgesAssembly {
    func knightWithCircularDependencyAndDamselsRescued(_ damselsRescued: Int?) -> Knight {
        define(arguments: damselsRescued as Any) {
            Knight(
                damselsRescued: damselsRescued ?? 0, foo: self.knightWithFoobarKnightWithDamselsRescued(damselsRescued))
        }
    }

    func knightWithFoobarKnightWithDamselsRescued(_ damselsRescued: Int?) -> Knight {
        define(arguments: damselsRescued as Any) {
            Knight()
        } configuration: { definition in
            definition.injectProperty(
                \.foobar, backReferenceTo: self.knightWithCircularDependencyAndDamselsRescued(damselsRescued))
        }
    }

    func knightWithPredefinedCircularDependency(_ damselsRescued: Int?) -> Knight {
        define(arguments: damselsRescued as Any) {
            Knight(
                damselsRescued: damselsRescued ?? 0, foo: self.knightWithFoobarKnightWithPredefinedCircularDependency())
        }
    }

    func knightWithFoobarKnightWithPredefinedCircularDependency() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.foobar, backReferenceTo: self.knightWithPredefinedCircularDependency(25))
        }
    }
}

extension CircularDependenciesAssembly {
    func prototypeInitInjected() -> PrototypeInitInjected {
        define(scope: .prototype) { PrototypeInitInjected(dependency: self.prototypePropertyInjected()) }
    }

    func prototypePropertyInjected() -> PrototypePropertyInjected {
        define {
            PrototypePropertyInjected()
        } configuration: { definition in
            definition.injectProperty(\.prototypeInitInjected, backReferenceTo: self.prototypeInitInjected())
            definition.scope = .prototype
        }
    }
}

extension MethodInjectionsAssembly {
    func knightWithCircularDependency() -> Knight {
        define {
            Knight(
                quest: self.middleAge.defaultQuest(),
                favoriteDamsels: [self.anotherKnightWithCircularDependency(), self.knightInjectedByMethod()])
        }
    }

    /// Typhoon injects `foobar` with the method `setFoobar:`; a method injection cannot wait for an
    /// initializer, so here it is the back-reference form of the property.
    func anotherKnightWithCircularDependency() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.foobar, backReferenceTo: self.knightWithCircularDependency())
        }
    }
}

final class BackReferenceTests: XCTestCase {
    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_circular_dependency_with_runtime_args.
    func test_circular_dependency_with_runtime_args() throws {
        let knight = MiddleAgesAssembly().activate().knightWithCircularDependencyAndDamselsRescued(32)
        try assertFoobarsPointAtEachOther(knight, damselsRescued: 32)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m,
    // test_circular_dependency_with_runtime_args_as_nil. Swift: the argument is an `Int?`, and nil damsels are 0.
    func test_circular_dependency_with_runtime_args_as_nil() throws {
        let knight = MiddleAgesAssembly().activate().knightWithCircularDependencyAndDamselsRescued(nil)
        try assertFoobarsPointAtEachOther(knight, damselsRescued: 0)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m,
    // test_circular_dependency_with_predefined_runtime_args.
    func test_circular_dependency_with_predefined_runtime_args() throws {
        let knight = MiddleAgesAssembly().activate().knightWithPredefinedCircularDependency(25)
        try assertFoobarsPointAtEachOther(knight, damselsRescued: 25)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_dependency_with_predefined_runtime_args:
    // other arguments are another knight.
    func test_dependency_with_predefined_runtime_args() throws {
        let assembly = MiddleAgesAssembly().activate()
        let knight = assembly.knightWithPredefinedCircularDependency(27)
        let anotherKnight = try XCTUnwrap(knight.foobar as? Knight)
        let thirdKnight = try XCTUnwrap(anotherKnight.foobar as? Knight)
        XCTAssertEqual(knight.damselsRescued, 27)
        XCTAssertEqual(thirdKnight.damselsRescued, 25)
        XCTAssertFalse(thirdKnight === knight)
        XCTAssertTrue(knight.foobar as? Knight === anotherKnight)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_initializer_injected_component_is_correctly_resolved_in_circular_dependency. Beyond Typhoon's checks, each
    // cycle closes on the prototype being built (the one-level rule).
    func test_initializer_injected_component_is_correctly_resolved_in_circular_dependency() throws {
        let factory = CircularDependenciesAssembly().activate().factory
        let initializerInjected = try factory.component(PrototypeInitInjected.self)
        let propertyInjected = try factory.component(PrototypePropertyInjected.self)
        XCTAssertFalse(initializerInjected.prototypePropertyInjected === propertyInjected)
        XCTAssertNotNil(propertyInjected.prototypeInitInjected)
        XCTAssertFalse(propertyInjected.prototypeInitInjected === initializerInjected)
        XCTAssertTrue(initializerInjected.prototypePropertyInjected.prototypeInitInjected === initializerInjected)
        XCTAssertTrue(propertyInjected.prototypeInitInjected?.prototypePropertyInjected === propertyInjected)
    }

    // From Tests/Definition/Initializer/TyphoonMethodInjectionsTests.m, test_method_circular_injection_with_array.
    func test_method_circular_injection_with_array() throws {
        let factory = ComponentFactory(assemblies: [MiddleAgesAssembly(), MethodInjectionsAssembly()])
        let knight = factory.assembly(MethodInjectionsAssembly.self).knightWithCircularDependency()
        let damsels = try XCTUnwrap(knight.favoriteDamsels)
        let another = try XCTUnwrap(damsels.first as? Knight)
        XCTAssertTrue(another.foobar as? Knight === knight)
        XCTAssertEqual(damsels.count, 2)
    }

    /// Checks that the knight has the damsels and that its `foobar` and its `foobar`'s `foobar`
    /// close the cycle, as Typhoon's three tests of it do.
    private func assertFoobarsPointAtEachOther(
        _ knight: Knight, damselsRescued: Int, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let anotherKnight = try XCTUnwrap(knight.foobar as? Knight, file: file, line: line)
        XCTAssertEqual(knight.damselsRescued, damselsRescued, file: file, line: line)
        XCTAssertTrue(anotherKnight.foobar as? Knight === knight, file: file, line: line)
        XCTAssertTrue(knight.foobar as? Knight === anotherKnight, file: file, line: line)
    }
}
