import TyphoonAutoInjection

// Two assemblies that collaborate both ways, as Typhoon's collaborating assemblies routinely do:
// each names the other with `@InjectedClass`, and each has singletons, one of which is built
// through the other assembly (LifetimeTests, Docs/Behaviour.md, Lifetime).

final class Harbour {}
final class Ferry {}

final class Lighthouse {
    let ferry: Ferry
    init(ferry: Ferry) { self.ferry = ferry }
}

final class Pier {
    let harbour: Harbour
    init(harbour: Harbour) { self.harbour = harbour }
}

/// Names ``SouthAssembly``, which names it back.
final class NorthAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var south: SouthAssembly

    /// Built at activation.
    func harbour() -> Harbour { define(scope: .singleton) { Harbour() } }

    /// Built through the collaborator.
    func lighthouse() -> Lighthouse { define(scope: .lazySingleton) { Lighthouse(ferry: self.south.ferry()) } }

    override var components: [Component] { [Component(Self.harbour, eager: true)] }
}

/// Names ``NorthAssembly``, which names it back.
final class SouthAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var north: NorthAssembly

    func ferry() -> Ferry { define(scope: .lazySingleton) { Ferry() } }

    /// Built through the collaborator.
    func pier() -> Pier { define(scope: .singleton) { Pier(harbour: self.north.harbour()) } }

    override var components: [Component] { [Component(Self.ferry), Component(Self.pier)] }
}

/// Weak references to everything a mutual pair's factory made, to see what outlives it.
struct MutualPairWatch {
    weak var factory: ComponentFactory?
    weak var north: NorthAssembly?
    weak var south: SouthAssembly?
    weak var harbour: Harbour?
    weak var lighthouse: Lighthouse?
    weak var ferry: Ferry?
    weak var pier: Pier?

    /// Watches a pair whose every singleton it builds (through both assemblies, and by type).
    init(_ north: NorthAssembly) throws {
        factory = north.factory
        self.north = north
        south = north.south
        harbour = north.harbour()
        lighthouse = north.lighthouse()
        ferry = north.south.ferry()
        pier = try north.factory.component(Pier.self)
    }

    /// How many of the watched objects are still alive.
    var alive: Int {
        let objects: [AnyObject?] = [factory, north, south, harbour, lighthouse, ferry, pier]
        return objects.count { $0 != nil }
    }
}
