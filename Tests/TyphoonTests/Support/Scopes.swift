import Typhoon

// Fixtures for the scopes, run-time arguments and circular dependencies (seeds 000 and 002).

/// Counts builds from any thread.
final class Counter: Sendable {
    private let value = Protected(0)
    func next() -> Int {
        value.withLock {
            $0 += 1; return $0
        }
    }
    var count: Int { value.withLock { $0 } }
}

final class Service {
    let serial: Int
    var dependency: Service?
    init(serial: Int) { self.serial = serial }
}

final class User: Hashable {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: User, rhs: User) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

final class UserDetailsController {
    let user: User
    let service: Service
    init(service: Service, user: User) {
        self.service = service
        self.user = user
    }
}

struct NotHashable {}

final class ScopeAssembly: Assembly, @unchecked Sendable {
    let builds = Counter()

    func objectGraphService() -> Service { define { Service(serial: self.builds.next()) } }
    func prototypeService() -> Service { define(scope: .prototype) { Service(serial: self.builds.next()) } }
    func singletonService() -> Service { define(scope: .singleton) { Service(serial: self.builds.next()) } }
    func lazyService() -> Service {
        define {
            Service(serial: self.builds.next())
        } configuration: {
            $0.scope = .lazySingleton
        }
    }
    func weakService() -> Service { define(scope: .weakSingleton) { Service(serial: self.builds.next()) } }

    /// A pair that needs the object-graph service twice: both references are one instance.
    func pair() -> [Service] { define { [self.objectGraphService(), self.objectGraphService()] } }
    func prototypePair() -> [Service] { define { [self.prototypeService(), self.prototypeService()] } }

    func userDetails(for user: User) -> UserDetailsController {
        define(arguments: user) { UserDetailsController(service: self.objectGraphService(), user: user) }
    }
    func singletonDetails(for user: User) -> UserDetailsController {
        define(scope: .singleton, arguments: user) {
            UserDetailsController(service: self.objectGraphService(), user: user)
        }
    }
    func weakDetails(for user: User) -> UserDetailsController {
        define(scope: .weakSingleton, arguments: user) {
            UserDetailsController(service: self.objectGraphService(), user: user)
        }
    }
    func serviceNumbered(_ number: Int) -> Service {
        define(scope: .lazySingleton, arguments: number) { Service(serial: number * 100 + self.builds.next()) }
    }
    func serviceNumbered(_ name: String) -> Service {
        define(scope: .lazySingleton, arguments: name) { Service(serial: -self.builds.next()) }
    }
    func serviceNumbered(_ number: Int, named name: String) -> Service {
        define(scope: .lazySingleton, arguments: number, name) { Service(serial: self.builds.next()) }
    }
    func service(at point: GridPoint) -> Service {
        define(scope: .lazySingleton, arguments: point) { Service(serial: self.builds.next()) }
    }
    func service(keyedBy value: Any) -> Service {
        define(scope: .lazySingleton, arguments: value) { Service(serial: self.builds.next()) }
    }
    func service(for kind: Any.Type) -> Service {
        define(scope: .lazySingleton, arguments: kind) { Service(serial: self.builds.next()) }
    }
    func unhashable(_ value: NotHashable) -> Service {
        define(arguments: value) { Service(serial: 0) }
    }

    override var components: [Component] {
        [Component(Self.singletonService, eager: true)]
    }
}

final class CountingAssembly: Assembly, @unchecked Sendable {
    let builds = Counter()
    func eager() -> Service { define(scope: .singleton) { Service(serial: self.builds.next()) } }
    func notEager() -> Service { define(scope: .singleton) { Service(serial: self.builds.next()) } }
    override var components: [Component] {
        [Component(Self.eager, eager: true), Component(Self.notEager)]
    }
}

/// A Hashable value argument.
struct GridPoint: Hashable {
    let x: Int
    let y: Int
}

/// A Hashable value argument with the same fields as ``GridPoint``, but another type.
struct GridOffset: Hashable {
    let x: Int
    let y: Int
}

/// A Hashable enum argument with payloads.
enum GridMove: Hashable {
    case step(GridPoint)
    case jump(to: GridPoint, named: String)
}
