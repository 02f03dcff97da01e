import TyphoonAutoInjection

// The wirings of StopMessageTests: each makes a definition method stop the program.

/// Definitions whose initializers call each other in a circle (a() -> b() -> c() -> a()), with one
/// that has an argument telling nothing apart, one that reads a missing configuration key, and one
/// that injects a property by type when nothing matches.
final class Chain: Assembly, @unchecked Sendable {
    func a() -> Node { define { Node(name: "a", next: self.b()) } }
    func b() -> Node { define { Node(name: "b", next: self.c()) } }
    func c() -> Node { define { Node(name: "c", next: self.a()) } }
    func opaque(_ value: Opaque) -> Node { define(arguments: 1, value) { Node(name: "opaque") } }
    func configured() -> Node {
        define {
            Node(name: "configured")
        } configuration: {
            $0.injectProperty(\.next, with: self.config("next.node"))
        }
    }
    func byType() -> Node {
        define {
            Node(name: "byType")
        } configuration: {
            $0.injectProperty(\.next)
        }
    }
}

/// A run-time argument that is neither a class nor Hashable.
struct Opaque {}

/// Lists a file that no bundle holds, read from the default bundle: on Linux the folder of the
/// executable.
final class Misconfigured: Assembly, @unchecked Sendable {
    override var configNames: [String] { ["Castle.properties"] }
}

/// An auto-injected property read before anything filled it.
final class Reader {
    @InjectedClass var node: Node
}

/// A value type, which a weak singleton cannot hold.
struct Coordinates: Equatable {
    var latitude = 0.0
}

/// A database that refuses a path.
final class Database {
    struct Locked: Error {
        let path: String
    }

    let path: String

    init(path: String) throws {
        guard path != "/locked" else { throw Locked(path: path) }
        self.path = path
    }
}

/// Definitions that are mistakes only when called: a weak singleton of a value, and an
/// initializer that throws.
final class MistakenScopes: Assembly, @unchecked Sendable {
    func coordinates() -> Coordinates { define(scope: .weakSingleton) { Coordinates() } }
    func database(at path: String) -> Database {
        define(scope: .prototype, arguments: path) { try Database(path: path) }
    }
}

final class Liege {
    let vassal: Vassal
    init(vassal: Vassal) { self.vassal = vassal }
}

final class Vassal {
    var name = ""
}

/// A back-reference to a component whose initializer is running, written as a plain injection:
/// the vassal's name is made by calling the liege.
final class UnmarkedBackReference: Assembly, @unchecked Sendable {
    func liege() -> Liege { define { Liege(vassal: self.vassal()) } }

    func vassal() -> Vassal {
        define {
            Vassal()
        } configuration: {
            $0.injectProperty(\.name, with: "\(ObjectIdentifier(self.liege()))")
        }
    }
}

/// A definition whose initializer builds a `Knight`, which is not the `Quest` its method declares;
/// the method is not listed, so no `implements:` is involved.
final class MisdeclaredQuest: Assembly, @unchecked Sendable {
    func quest() -> any Quest { define { Knight() } }
}

/// One definition method per scope that shares instances, each taking a parameter it does not pass
/// in `arguments:`.
final class ForgottenArguments: Assembly, @unchecked Sendable {
    func graphGreeting(for name: String) -> Knight { define { Knight() } }
    func singletonGreeting(for name: String) -> Knight { define(scope: .singleton) { Knight() } }
    func lazyGreeting(for name: String) -> Knight { define(scope: .lazySingleton) { Knight() } }
    func weakGreeting(for name: String) -> Knight { define(scope: .weakSingleton) { Knight() } }
}

/// An auto-injected property inside a struct, which a class stores.
struct Chapter {
    var number = 1
    @InjectedClass var previous: Node
}

final class Book {
    var chapter = Chapter()
}

/// A wrapper that no class encloses, read before anything filled it.
struct UnfilledBanner {
    @InjectedClass var node: Node
}
