import TyphoonAutoInjection
import XCTest

// Examples of CircularDependencies.md.

// snippet: circular-model
final class JobViewController {
    var jobView: JobView?
}

final class JobView {
    weak var delegate: JobViewController?
}
// end-snippet

// snippet: circular-castle-model
final class Castle {
    let keep: Keep
    let bannerSeenByInit: String
    let castleSeenByInit: Bool

    init(keep: Keep) {
        self.keep = keep
        bannerSeenByInit = keep.banner
        castleSeenByInit = keep.castle != nil
    }
}

final class Keep {
    var banner = "unset"
    weak var castle: Castle?
}
// end-snippet

class JobAssembly: Assembly, @unchecked Sendable {
    // snippet: circular-properties
    func jobViewController() -> JobViewController {
        define {
            JobViewController()
        } configuration: { definition in
            definition.injectProperty(\.jobView, with: self.jobView())
        }
    }

    func jobView() -> JobView {
        define {
            JobView()
        } configuration: { definition in
            definition.injectProperty(\.delegate, with: self.jobViewController())
        }
    }
    // end-snippet

    // snippet: circular-initializer-side
    func castle() -> Castle {
        define { Castle(keep: self.keep()) }
    }

    func keep() -> Keep {
        define {
            Keep()
        } configuration: { definition in
            definition.injectProperty(\.banner, with: "the red lion")
            definition.injectProperty(\.castle, backReferenceTo: self.castle())
        }
    }
    // end-snippet
}

/// The plain spelling of the same back-reference, which stops.
class UnmarkedCastleAssembly: Assembly, @unchecked Sendable {
    func castle() -> Castle {
        define { Castle(keep: self.keep()) }
    }

    // snippet: circular-initializer-side-unmarked
    func keep() -> Keep {
        define {
            Keep()
        } configuration: { definition in
            definition.injectProperty(\.castle, with: self.castle())
        }
    }
    // end-snippet
}

// snippet: circular-initializers-only
final class Chicken {
    let egg: Egg
    init(egg: Egg) { self.egg = egg }
}

final class Egg {
    let chicken: Chicken
    init(chicken: Chicken) { self.chicken = chicken }
}

class FarmAssembly: Assembly, @unchecked Sendable {
    func chicken() -> Chicken {
        define { Chicken(egg: self.egg()) }
    }

    func egg() -> Egg {
        define { Egg(chicken: self.chicken()) }
    }
}
// end-snippet

// snippet: circular-prototypes
final class Twin {
    var sibling: Twin?
}

class TwinsAssembly: Assembly, @unchecked Sendable {
    func castor() -> Twin {
        define(scope: .prototype) {
            Twin()
        } configuration: { definition in
            definition.injectProperty(\.sibling, with: self.pollux())
        }
    }

    func pollux() -> Twin {
        define(scope: .prototype) {
            Twin()
        } configuration: { definition in
            definition.injectProperty(\.sibling, with: self.castor())
        }
    }
}
// end-snippet

// snippet: circular-prototypes-deep
final class Companion {
    var next: Companion?
}

class RoundTableAssembly: Assembly, @unchecked Sendable {
    func arthur() -> Companion {
        define(scope: .prototype) {
            Companion()
        } configuration: {
            $0.injectProperty(\.next, with: self.lancelot())
        }
    }

    func lancelot() -> Companion {
        define(scope: .prototype) {
            Companion()
        } configuration: {
            $0.injectProperty(\.next, with: self.gawain())
        }
    }

    func gawain() -> Companion {
        define(scope: .prototype) {
            Companion()
        } configuration: {
            $0.injectProperty(\.next, with: self.arthur())
        }
    }
}
// end-snippet

final class CircularDependenciesTests: XCTestCase {
    func testAPropertyCycleResolvesToTheSameInstance() {
        // snippet: circular-properties-use
        let controller = JobAssembly().activate().jobViewController()
        let isSame = controller.jobView?.delegate === controller  // true
        // end-snippet
        XCTAssertTrue(isSame)
    }

    func testACycleWithOneInitializerSideResolvesToTheSameInstance() {
        let castle = JobAssembly().activate().castle()
        XCTAssertTrue(castle.keep.castle === castle)
    }

    func testInsideAnInitializerACollaboratorHasEveryInjectionButTheBackReference() {
        let castle = JobAssembly().activate().castle()
        XCTAssertEqual(castle.bannerSeenByInit, "the red lion")
        XCTAssertFalse(castle.castleSeenByInit)
    }

    func testACycleOfPrototypesClosesOnTheInstanceBeingBuilt() {
        let assembly = TwinsAssembly().activate()
        // snippet: prototype-cycle-use
        let castor = TwinsAssembly().activate().castor()
        let closes = castor.sibling?.sibling === castor  // true: pollux points back at this castor
        // end-snippet
        XCTAssertTrue(closes)
        XCTAssertFalse(castor.sibling === castor)
        XCTAssertFalse(assembly.castor() === assembly.castor())
    }
}
