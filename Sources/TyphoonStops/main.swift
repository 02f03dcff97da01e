import Foundation
import TyphoonAutoInjection

// Runs one scenario that stops the program, so that the tests can read the message a person
// would see (a definition method cannot throw; it stops with the error's text).
//
//     TyphoonStops <scenario>

final class Node {
    var next: Node?
    init() {}
    init(next: Node) { self.next = next }
}

struct Opaque {}

final class Chain: Assembly, @unchecked Sendable {
    func a() -> Node { define { Node(next: self.b()) } }
    func b() -> Node { define { Node(next: self.c()) } }
    func c() -> Node { define { Node(next: self.a()) } }
    func opaque(_ value: Opaque) -> Node { define(arguments: 1, value) { Node() } }
    func configured() -> Node {
        define {
            Node()
        } configuration: {
            $0.injectProperty(\.next, with: self.config("next.node"))
        }
    }
    func byType() -> Node {
        define {
            Node()
        } configuration: {
            $0.injectProperty(\.next)
        }
    }
}

/// Lists a file that no bundle holds, read from the default bundle: on Linux the folder of this
/// executable.
final class Misconfigured: Assembly, @unchecked Sendable {
    override var configNames: [String] { ["Castle.properties"] }
}

final class Reader {
    @InjectedClass var node: Node
}

let scenarios: [String: () -> Void] = [
    "notActivated": { _ = Chain().a() },
    "factoryReleased": {
        var factory: ComponentFactory? = ComponentFactory(assemblies: [Chain()])
        let chain = factory!.assembly(Chain.self)
        factory = nil
        _ = chain.a()
    },
    "circularInitializers": { _ = Chain().activate().a() },
    "unsupportedArgument": { _ = Chain().activate().opaque(Opaque()) },
    "unfilledProperty": { _ = Reader().node },
    "notADefinition": {
        let factory = Chain().activate().factory
        factory.patch({ Node() }) { Node() }
    },
    "assemblyNotInFactory": {
        final class Other: Assembly, @unchecked Sendable {}
        _ = ComponentFactory(assemblies: [Chain()]).assembly(Other.self)
    },
    "missingConfigKey": { _ = Chain().activate().configured() },
    "noComponentForProperty": { _ = Chain().activate().byType() },
    "missingAssemblyConfig": { Misconfigured().activate() },
]

guard CommandLine.arguments.count == 2, let scenario = scenarios[CommandLine.arguments[1]] else {
    FileHandle.standardError.write(
        Data("usage: TyphoonStops <\(scenarios.keys.sorted().joined(separator: "|"))>\n".utf8))
    exit(2)
}
scenario()
FileHandle.standardError.write(Data("the scenario did not stop\n".utf8))
exit(1)
