import Foundation
import XCTest

@testable import Typhoon

/// A nested type of a private scope, as test files and apps declare them.
private enum Armoury {
    struct Blade {}
}

/// A generic type with a nested type, whose arguments are named too.
struct Scabbard<Content> {
    struct Strap {}
}

/// How configuration messages name a type, and which converter names fit it.
final class TypeNamesTests: XCTestCase {
    func testATopLevelTypeIsNamedWithoutItsModule() {
        XCTAssertEqual(TypeNames.of(Int.self).qualified, "Int")
        XCTAssertEqual(TypeNames.of(URL.self).qualified, "URL")
    }

    func testANestedTypeIsNamedWithTheTypesThatEncloseIt() {
        XCTAssertEqual(TypeNames.of(Armoury.Blade.self).qualified, "Armoury.Blade")
    }

    func testGenericArgumentsAreNamedTheSameWay() {
        XCTAssertEqual(TypeNames.of(Armoury.Blade?.self).qualified, "Optional<Armoury.Blade>")
        XCTAssertEqual(TypeNames.of([String: Armoury.Blade].self).qualified, "Dictionary<String, Armoury.Blade>")
        XCTAssertEqual(TypeNames.of(Scabbard<Armoury.Blade>.Strap.self).qualified, "Scabbard<Armoury.Blade>.Strap")
    }

    func testATypeDeclaredInAFunctionIsNamedFromThatFunction() {
        struct Gauntlet {
            struct Buckle {}
        }
        XCTAssertEqual(TypeNames.of(Gauntlet.Buckle.self).qualified, "Gauntlet.Buckle")
    }

    func testConverterNamesGoFromTheMostPreciseToTheLastName() {
        XCTAssertEqual(
            TypeNames.of(Scabbard<Int>.Strap.self).converterNames,
            ["TyphoonTests.Scabbard<Swift.Int>.Strap", "Scabbard<Int>.Strap", "Strap"])
    }

    func testAModuleQualifiedNameIsOfferedOnlyWhenSwiftCodeCouldWriteIt() {
        XCTAssertEqual(TypeNames.of(Armoury.Blade.self).converterNames, ["Armoury.Blade", "Blade"])
    }
}
