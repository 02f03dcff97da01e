import Foundation
import Testing
import TyphoonTesting

// Examples of AssembliesAndDefinitions.md and ErrorsAndHowToReadThem.md: definitions that can fail.

// snippet: throwing-model
enum StrongroomError: Error {
    case sealed(String)
}

final class Strongroom {
    let path: String

    init(path: String) throws {
        guard !path.hasPrefix("/sealed") else { throw StrongroomError.sealed(path) }
        self.path = path
    }
}

final class Steward {
    let strongroom: Strongroom
    init(strongroom: Strongroom) { self.strongroom = strongroom }
}
// end-snippet

// snippet: throwing-assembly
class StrongroomAssembly: Assembly, @unchecked Sendable {
    func strongroom() throws -> Strongroom {
        try defineThrowing(scope: .singleton) {
            try Strongroom(path: self.configValue("strongroom.path"))
        }
    }

    func steward() throws -> Steward {
        try defineThrowing { Steward(strongroom: try self.strongroom()) }
    }

    override var components: [Component] {
        [Component(Self.strongroom)]
    }
}
// end-snippet

@Suite struct ThrowingDefinitionExamples {
    @Test func theErrorReachesTheCallerAsItIs() throws {
        let assembly = StrongroomAssembly().activate(
            with: [], configs: [try Config(properties: "strongroom.path = /sealed/gold\n")])
        // snippet: throwing-call
        do {
            let steward = try assembly.steward()
            print(steward.strongroom.path)
        } catch StrongroomError.sealed(let path) {
            print("The strongroom at \(path) is sealed")
        } catch {
            print(error)  // a TyphoonError: a configuration value missing, a cycle, …
        }
        // end-snippet
        #expect(throws: StrongroomError.self) { try assembly.steward() }
    }

    @Test func aMissingValueReadWithConfigValueThrows() {
        let assembly = StrongroomAssembly().activate()
        #expect {
            try assembly.steward()
        } throws: { error in
            (error as? TyphoonError)?.description
                == #"No configuration value for key "strongroom.path" (wanted as String), asked for by StrongroomAssembly.strongroom(); StrongroomAssembly reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. To fix, add "strongroom.path" to a configuration StrongroomAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to StrongroomAssembly with `attach(_:)` or its `configNames`."#
        }
    }

    @Test func foundByTypeItThrowsDefinitionThrew() throws {
        let assembly = StrongroomAssembly().activate(
            with: [], configs: [try Config(properties: "strongroom.path = /sealed/gold\n")])
        #expect {
            try assembly.factory.component(Strongroom.self)
        } throws: { error in
            (error as? TyphoonError)?.description
                == #"StrongroomAssembly.strongroom(), built for a look-up by type, threw DocumentationTests.StrongroomError.sealed("/sealed/gold"). To fix, make what it needs available, or call it by reference (`try assembly.method()`) to handle its error."#
        }
    }
}
