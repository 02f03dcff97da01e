import TyphoonAutoInjection

// Chains that build one prototype (with the same arguments) several times while the first is
// still being built, and end because a shared component built on the way is found again
// (Docs/Behaviour.md, Scopes): the wiring of issue 30, point 3, which an independent randomized
// comparison with Typhoon's own algorithm found.

/// Counts the instances a resolution builds.
final class BuildTally: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
}

/// A component of the wiring: what its initializer got, its properties and its method's arguments.
final class ChainSite {
    let made: [ChainSite]
    var first: ChainSite?
    var second: ChainSite?
    var third: ChainSite?
    var methodArguments: [ChainSite] = []

    init(_ tally: BuildTally, made: [ChainSite] = []) {
        self.made = made
        tally.add()
    }

    func take(_ arguments: ChainSite...) { methodArguments = arguments }
}

/// The even nodes of the wiring: `protoSite(0)` and `protoSite(4)` are one prototype definition
/// with a run-time argument, whose references depend on it (its configuration declares the same
/// steps for both, so that a build of either runs them).
///
/// ```
/// n0: P, property [n2], method [n8, n8]        n4: P, initializer [n0]
/// n2: L, property [n5, n8, n4], method [n5]    n5: P, property [n2, n4], method [n4]
/// n3: G, property [n4]                         n7: P, initializer [n4], property [n8, n3], method [n1]
/// n8: G, property [n4]                         n1: singleton, initializer [n3], property [n8], method [n0]
/// ```
///
/// Resolving `n7` builds 24 instances in Typhoon for Objective-C: the chain holds `protoSite(4)`
/// three times (`n7 -> protoSite(4) -> protoSite(0) -> n2 -> n5 -> protoSite(4) -> protoSite(0)
/// -> n8 -> protoSite(4)`), and the third one's `protoSite(0)` finds `n2` and `n8`, still being
/// built, so the chain ends there.
final class ChainSitesAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var links: ChainLinksAssembly
    let tally = BuildTally()

    func protoSite(_ number: Int) -> ChainSite {
        define(scope: .prototype, arguments: number) {
            ChainSite(self.tally, made: number == 4 ? [self.protoSite(0)] : [])
        } configuration: { definition in
            definition.injectProperty(\.first, with: number == 0 ? self.n2() : nil)
            definition.injectMethod { site in
                if number == 0 { site.take(self.n8(), self.n8()) }
            }
        }
    }

    func n2() -> ChainSite {
        define(scope: .lazySingleton) {
            ChainSite(self.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.links.n5())
            definition.injectProperty(\.second, with: self.n8())
            definition.injectProperty(\.third, with: self.protoSite(4))
            definition.injectMethod { $0.take(self.links.n5()) }
        }
    }

    func n8() -> ChainSite {
        define {
            ChainSite(self.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.protoSite(4))
        }
    }
}

/// The odd nodes of the wiring, in the collaborating assembly.
final class ChainLinksAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var sites: ChainSitesAssembly

    func n1() -> ChainSite {
        define(scope: .singleton) {
            ChainSite(self.sites.tally, made: [self.n3()])
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.sites.n8())
            definition.injectMethod { $0.take(self.sites.protoSite(0)) }
        }
    }

    func n3() -> ChainSite {
        define {
            ChainSite(self.sites.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.sites.protoSite(4))
        }
    }

    func n5() -> ChainSite {
        define(scope: .prototype) {
            ChainSite(self.sites.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.sites.n2())
            definition.injectProperty(\.second, with: self.sites.protoSite(4))
            definition.injectMethod { $0.take(self.sites.protoSite(4)) }
        }
    }

    func n7() -> ChainSite {
        define(scope: .prototype) {
            ChainSite(self.sites.tally, made: [self.sites.protoSite(4)])
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.sites.n8())
            definition.injectProperty(\.second, with: self.n3())
            definition.injectMethod { $0.take(self.n1()) }
        }
    }
}

/// A prototype chain whose second turn reaches a shared definition with other arguments than the
/// first turn, through another reference: `q` refers to `s(1)`, then to `s(2)`.
///
/// `p -> q -> s(1) -> r -> p -> q -> s(2) -> r -> p`: the second `q` finds `s(1)`, still being
/// built, and goes on to `s(2)`; the third `q` finds both, so the chain ends there (10 instances,
/// as Typhoon's call stack builds). The two turns look alike but for the arguments of `s`; they
/// are not the same turn, because `s(2)` is `q`'s second reference and `s(1)` its first.
final class TwoReferencesAssembly: Assembly, @unchecked Sendable {
    let tally = BuildTally()

    func p() -> ChainSite {
        define(scope: .prototype) {
            ChainSite(self.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.q())
        }
    }

    func q() -> ChainSite {
        define(scope: .prototype) {
            ChainSite(self.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.s(1))
            definition.injectProperty(\.second, with: self.s(2))
        }
    }

    func s(_ number: Int) -> ChainSite {
        define(arguments: number) {
            ChainSite(self.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.r())
        }
    }

    func r() -> ChainSite {
        define(scope: .prototype) {
            ChainSite(self.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.p())
        }
    }
}

/// A chain of prototypes only, whose next turn would reuse the component that made it, one level
/// up, while that component's initializer is still running: the initializer cycle Typhoon's call
/// stack reaches, not a chain that repeats for ever.
///
/// `knight(2) -> knight(1) -> squire() -> knight(2)`: the new `knight(2)` injects `squire()`,
/// which is its parent, still inside its initializer.
final class SquireAssembly: Assembly, @unchecked Sendable {
    let tally = BuildTally()

    func knight(_ number: Int) -> ChainSite {
        define(scope: .prototype, arguments: number) {
            ChainSite(self.tally)
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.squire())
            definition.injectProperty(\.second, with: self.knight(1))
        }
    }

    func squire() -> ChainSite {
        define(scope: .prototype) {
            ChainSite(self.tally, made: [self.knight(2)])
        }
    }
}
