import Testing
import TyphoonTesting

// Examples of AutoInjectionAndTesting.md: verify().

// snippet: verify-wiring
final class Beacon {
    var range = 0
}

final class Watchtower {
    var lookout: Knight?
}

class WatchtowerAssembly: Assembly, @unchecked Sendable {
    func beacon() -> Beacon {
        define {
            Beacon()
        } configuration: { definition in
            definition.injectProperty(\.range, with: self.config("beacon.range"))
        }
    }

    func watchtower() -> Watchtower {
        define {
            Watchtower()
        } configuration: { definition in
            definition.injectProperty(\.lookout)
        }
    }

    override var components: [Component] {
        [Component(Self.beacon), Component(Self.watchtower)]
    }
}
// end-snippet

@Suite struct VerifyExamples {
    /// The check the article shows, as a test would write it; here it is expected to throw.
    func theWiringIsComplete() throws {
        // snippet: verify-test
        try WatchtowerAssembly().activate().verify()
        // end-snippet
    }

    static let message = #"""
        verify() found 2 problems in the wiring:
        1. WatchtowerAssembly.beacon() (DocumentationTests/VerifyExamples.swift:17): No configuration value for key "beacon.range" (wanted as Int), asked for by WatchtowerAssembly.beacon(); WatchtowerAssembly reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. To fix, add "beacon.range" to a configuration WatchtowerAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to WatchtowerAssembly with `attach(_:)` or its `configNames`.
        2. WatchtowerAssembly.watchtower() (DocumentationTests/VerifyExamples.swift:25): No component matches Knight (required by WatchtowerAssembly.watchtower() property \Watchtower.lookout). To fix, list a definition that returns Knight in an assembly's `components` (or name Knight in `implements:`), or inject it by reference.
        To fix, correct each problem as its message says, then verify again.
        """#

    @Test func verifyListsBothProblemsInOneError() {
        #expect {
            try theWiringIsComplete()
        } throws: { error in
            (error as? TyphoonError)?.description == Self.message
        }
    }
}
