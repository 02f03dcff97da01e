import Dispatch
import Typhoon

/// A component whose after call-back records what it saw, to tell the order of a build.
final class Lantern {
    var wick: String?
    var log: [String] = []
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

protocol Light: AnyObject {
    var brightness: Int { get }
}

final class Candle: Light {
    let brightness = 1
}

/// What an instance post-processor puts in place of a `Light`: a brighter one that wraps it.
final class Beacon: Light {
    let wrapped: any Light
    init(wrapping light: any Light) { wrapped = light }
    var brightness: Int { wrapped.brightness * 10 }
}

/// Records each component it sees, and wraps lights.
final class RecordingPostProcessor: InstancePostProcessor {
    let name: String
    let order: Int
    let journal: Protected<[String]>
    let wrapsLights: Bool

    init(_ name: String, order: Int = .max, journal: Protected<[String]>, wrapsLights: Bool = false) {
        self.name = name
        self.order = order
        self.journal = journal
        self.wrapsLights = wrapsLights
    }

    func postProcess(_ component: Any) -> Any {
        journal.withLock { $0.append("\(name): \(type(of: component))") }
        if let lantern = component as? Lantern { lantern.log.append("post-processed by \(name)") }
        if wrapsLights, let light = component as? any Light { return Beacon(wrapping: light) }
        return component
    }
}

/// Returns a string in place of every lantern: a type no `Lantern` definition can hold.
final class MistakenPostProcessor: InstancePostProcessor {
    func postProcess(_ component: Any) -> Any {
        component is Lantern ? "not a lantern" : component
    }
}

/// Adds one to every `Int` a definition builds: a post-processor of values.
final class IncrementingPostProcessor: InstancePostProcessor {
    func postProcess(_ component: Any) -> Any {
        (component as? Int).map { $0 + 1 } ?? component
    }
}

/// Counts lanterns, asking the factory for the counter it keeps them in.
final class ResolvingPostProcessor: InstancePostProcessor {
    let factory: ComponentFactory
    init(factory: ComponentFactory) { self.factory = factory }

    func postProcess(_ component: Any) -> Any {
        if component is Lantern, let counter = try? factory.component(LanternCounter.self) {
            counter.count.withLock { $0 += 1 }
        }
        return component
    }
}

final class LanternCounter: Sendable {
    let count = Protected(0)
}

/// Makes every definition of ``LanternAssembly`` whose method's name starts with `shared` a
/// singleton, and puts a candle in place of `light()`.
final class LanternRules: DefinitionPostProcessor {
    let seen = Protected<[DefinitionDescription]>([])
    let order: Int

    init(order: Int = .max) { self.order = order }

    func postProcess(_ definition: inout ProcessedDefinition) {
        seen.withLock { $0.append(definition.original) }
        if definition.original.method?.hasPrefix("shared") == true { definition.scope = .singleton }
        if definition.original.method == "dimLight()" { definition.replace { Candle() as any Light } }
    }
}

/// Replaces a definition with an initializer of another type than its method returns.
final class MistakenReplacement: DefinitionPostProcessor {
    func postProcess(_ definition: inout ProcessedDefinition) {
        if definition.original.method == "dimLight()" { definition.replace { Candle() } }
    }
}

final class LanternAssembly: Assembly, @unchecked Sendable {
    let serials = Protected(0)

    override var components: [Component] {
        [Component(Self.lantern), Component(Self.light), Component(Self.counter)]
    }

    func nextSerial() -> Int {
        serials.withLock {
            $0 += 1; return $0
        }
    }

    func lantern() -> Lantern {
        define(scope: .prototype) {
            Lantern(serial: self.nextSerial())
        } configuration: { definition in
            definition.injectProperty(\.wick, with: "cotton")
            definition.performAfterInjections { lantern in
                lantern.log.append("after call-back, wick \(lantern.wick ?? "none")")
            }
        }
    }

    func sharedLantern() -> Lantern {
        define { Lantern(serial: self.nextSerial()) }
    }

    func singletonLantern() -> Lantern {
        define(scope: .singleton) { Lantern(serial: self.nextSerial()) }
    }

    func weakLantern() -> Lantern {
        define(scope: .weakSingleton) { Lantern(serial: self.nextSerial()) }
    }

    func light() -> any Light {
        define(scope: .singleton) { Candle() }
    }

    func dimLight() -> any Light {
        define { Beacon(wrapping: Candle()) }
    }

    func pairOfLanterns() -> [Lantern] {
        define { [self.sharedLantern(), self.sharedLantern()] }
    }

    func wicks() -> Int {
        define { 41 }
    }

    func counter() -> LanternCounter {
        define(scope: .singleton) { LanternCounter() }
    }
}

/// Lists its post-processors as components: the factory attaches them when it is activated.
final class ListedPostProcessorsAssembly: Assembly, @unchecked Sendable {
    let journal = Protected<[String]>([])

    override var components: [Component] {
        [
            Component(Self.eagerLantern, eager: true), Component(Self.second),
            Component(Self.first, implements: (any InstancePostProcessor).self), Component(Self.rules),
        ]
    }

    func first() -> RecordingPostProcessor {
        define(scope: .singleton) { RecordingPostProcessor("first", order: 1, journal: self.journal) }
    }

    func second() -> RecordingPostProcessor {
        define(scope: .singleton) { RecordingPostProcessor("second", order: 2, journal: self.journal) }
    }

    func rules() -> LanternRules {
        define(scope: .singleton) { LanternRules() }
    }

    func eagerLantern() -> Lantern {
        define(scope: .singleton) { Lantern(serial: 1) }
    }

    func sharedLantern() -> Lantern {
        define { Lantern(serial: 2) }
    }
}

/// A singleton whose initializer waits at a gate, so that a test knows another thread is
/// building it.
final class GatedAssembly: Assembly, @unchecked Sendable {
    let gate = DispatchSemaphore(value: 0)

    func gated(signalling building: DispatchSemaphore) -> Lantern {
        define(scope: .singleton, arguments: "gate") {
            building.signal()
            _ = self.gate.wait(timeout: .now() + 30)
            return Lantern(serial: 1)
        }
    }
}
