import Foundation
import TyphoonAutoInjection
import XCTest

// Examples of AssembliesAndDefinitions.md (post-processors, a factory's description),
// Scopes.md (unloading), ConfigurationAndTypeConverters.md (bundle resources, unregistering a
// converter) and ErrorsAndHowToReadThem.md.

// snippet: postprocess-wrap
protocol Treasury: AnyObject {
    func pay(_ amount: Int) -> Int
}

final class RoyalTreasury: Treasury {
    func pay(_ amount: Int) -> Int { amount }
}

/// A treasury that keeps a tally of what the one it wraps pays.
final class TallyingTreasury: Treasury {
    let wrapped: any Treasury
    private(set) var tally = 0

    init(_ wrapped: any Treasury) { self.wrapped = wrapped }

    func pay(_ amount: Int) -> Int {
        tally += amount
        return wrapped.pay(amount)
    }
}

/// Puts a tallying treasury in place of every treasury the factory builds.
final class Tallying: InstancePostProcessor {
    func postProcess(_ component: Any) -> Any {
        guard let treasury = component as? any Treasury else { return component }
        return TallyingTreasury(treasury)
    }
}
// end-snippet

// snippet: postprocess-assembly
class TreasuryAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [Component(Self.treasury), Component(Self.tallying)]
    }

    func treasury() -> any Treasury {
        define(scope: .singleton) { RoyalTreasury() }
    }

    func tallying() -> Tallying {
        define(scope: .singleton) { Tallying() }
    }
}
// end-snippet

// snippet: postprocess-definition
final class EmptyTreasury: Treasury {
    func pay(_ amount: Int) -> Int { 0 }
}

/// A demo build: nothing is paid, and every definition is built once.
final class DemoMode: DefinitionPostProcessor {
    func postProcess(_ definition: inout ProcessedDefinition) {
        definition.scope = .singleton
        if definition.original.declaredType == "Treasury" {
            definition.replace { EmptyTreasury() as any Treasury }
        }
    }
}
// end-snippet

class PlainTreasuryAssembly: Assembly, @unchecked Sendable {
    func treasury() -> any Treasury {
        define { RoyalTreasury() }
    }

    func throwingTreasury() throws -> any Treasury {
        try defineThrowing { RoyalTreasury() }
    }
}

/// Returns a number in place of every treasury: a type no treasury definition can hold.
final class Miscounting: InstancePostProcessor {
    func postProcess(_ component: Any) -> Any {
        component is any Treasury ? 12 : component
    }
}

/// Replaces the treasury with a definition of another type than its method returns.
final class MistakenDemoMode: DefinitionPostProcessor {
    func postProcess(_ definition: inout ProcessedDefinition) {
        definition.replace { EmptyTreasury() }
    }
}

// snippet: resource-definition
final class Crier {
    let proclamation: String

    init(proclamation: String) { self.proclamation = proclamation }
}

class TownAssembly: Assembly, @unchecked Sendable {
    func crier() -> Crier {
        define { Crier(proclamation: self.resource("Proclamation.txt", in: .module)) }
    }
}
// end-snippet

final class PostProcessingExamples: XCTestCase {
    func testAnInstancePostProcessorListedInTheAssemblyWrapsEveryTreasury() {
        let assembly = TreasuryAssembly().activate()
        let treasury = assembly.treasury()
        XCTAssertTrue(treasury is TallyingTreasury)
        _ = treasury.pay(10)
        XCTAssertEqual((treasury as? TallyingTreasury)?.tally, 10)
    }

    func testADefinitionPostProcessorChangesScopesAndReplacesADefinition() {
        let assembly = PlainTreasuryAssembly().activate()
        // snippet: postprocess-attach
        assembly.factory.attach(DemoMode())
        // end-snippet
        let treasury = assembly.treasury()
        XCTAssertTrue(treasury is EmptyTreasury)
        XCTAssertTrue(assembly.treasury() === treasury)
    }

    func testAFactoryDescribesItsDefinitions() {
        let assembly = TreasuryAssembly().activate()
        _ = assembly.treasury()
        let lines = "\(assembly.factory)".split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
        XCTAssertEqual(lines.first, "ComponentFactory (loaded), 1 assembly:")
        XCTAssertEqual(lines.dropFirst().first, "TreasuryAssembly, 2 definitions:")
        XCTAssertEqual(
            lines.last.map(String.init),
            #"TreasuryAssembly.treasury() singleton -> Treasury, listed as Treasury, at DocumentationTests/PostProcessingExamples.swift:47"#
        )
        XCTAssertEqual(lines.count, 4)
    }

    func testUnloadReleasesTheSingletonsAndTheNextCallLoadsAgain() throws {
        // snippet: unload
        let factory = ComponentFactory(assemblies: [TreasuryAssembly()])
        let treasury = factory.assembly(TreasuryAssembly.self).treasury()
        try factory.unload()
        print(factory.isLoaded)  // false
        let another = factory.assembly(TreasuryAssembly.self).treasury()
        print(factory.isLoaded)  // true: the call loaded it again
        // end-snippet
        XCTAssertTrue(another !== treasury)
        XCTAssertTrue(factory.isLoaded)
    }

    func testAResourceIsInjectedAsText() {
        XCTAssertEqual(TownAssembly().activate().crier().proclamation, "Hear ye, hear ye!\n")
    }

    func testAResourceIsReadOutsideADefinition() throws {
        // snippet: resource-outside
        let resource = try BundleResource("Proclamation.txt", in: .module)
        let text = try resource.string()
        let bytes = try resource.data()
        // end-snippet
        XCTAssertEqual(text, "Hear ye, hear ye!\n")
        XCTAssertEqual(bytes.count, 18)
        XCTAssertEqual(resource.url.lastPathComponent, "Proclamation.txt")
    }

    func testAnUnregisteredConverterNoLongerApplies() throws {
        let factory = ComponentFactory(assemblies: [TownAssembly()])
        let converter = TallyConverter()
        factory.register(converter)
        // snippet: unregister-converter
        factory.unregister(converter)
        // end-snippet
        XCTAssertFalse(factory.unregister(converter))
    }

    func testPostProcessedTypeMismatch() {
        let factory = TreasuryAssembly().activate().factory
        factory.attach(Miscounting())
        XCTAssertThrowsError(try factory.component((any Treasury).self)) { error in
            XCTAssertEqual(
                "\(error)",
                #"The instance post-processor Miscounting returned a value of type Int in place of the Treasury that TreasuryAssembly.treasury() (DocumentationTests/PostProcessingExamples.swift:47) built, and Treasury cannot hold it. To fix, return the component itself or a replacement of a type that conforms to (or subclasses) Treasury, or leave components of that definition as they are."#
            )
        }
    }

    func testReplacementTypeMismatch() {
        let assembly = PlainTreasuryAssembly().activate()
        assembly.factory.attach(MistakenDemoMode())
        XCTAssertThrowsError(try assembly.throwingTreasury()) { error in
            XCTAssertEqual(
                "\(error)",
                #"A definition post-processor replaced PlainTreasuryAssembly.throwingTreasury(), which returns Treasury, with an initializer that returns EmptyTreasury. To fix, make the replacement's closure return the method's return type, Treasury, converting the stand-in with `as` where it is a subtype."#
            )
        }
    }

    func testUnloadDuringResolution() {
        let assembly = PlainTreasuryAssembly().activate()
        let factory = assembly.factory
        let refusal = RefusalBox()
        _ = factory.patch(
            assembly.treasury,
            with: {
                refusal.error = Result { try factory.unload() }.failure
                return RoyalTreasury() as any Treasury
            })
        _ = assembly.treasury()
        XCTAssertEqual(
            refusal.error.map { "\($0)" },
            #"unload() was called while PlainTreasuryAssembly.treasury() was being built, so nothing was released. To fix, call unload() outside any definition, initializer or call-back, once the threads that resolve from this factory are done."#
        )
    }
}

/// A converter for `Tally(…)` values.
final class TallyConverter: TypeConverter {
    let typeName = "Tally"
    func convert(_ string: String) throws -> Any { string.count }
}

/// What a patch's closure saw, read after the call.
final class RefusalBox: @unchecked Sendable {
    var error: (any Error)?
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
