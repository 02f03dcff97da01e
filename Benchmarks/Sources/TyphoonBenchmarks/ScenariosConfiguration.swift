import TyphoonAutoInjection

// 1c. What a configuration costs: the same definition bare and with one injection, side by side
// (issue 34's goal: a configured definition within 2x the same one bare, for one value or one
// reference; one reference and one `String` within 3x hand wiring).

/// A component whose properties a configuration sets: a value of each kind and a reference.
final class Rider {
    var name = ""
    var age = 0
    var mount: Mount?

    init() {}

    /// The reference through the initializer: the same wiring with no configuration.
    init(mount: Mount) { self.mount = mount }
}

/// What a rider refers to: a bare definition of its own.
final class Mount {}

/// One definition per scenario, each the one before it with one more thing configured.
final class ConfiguredAssembly: Assembly, @unchecked Sendable {
    func bareRider() -> Rider {
        define { Rider() }
    }

    func namedRider() -> Rider {
        define { Rider() } configuration: { $0.injectProperty(\.name, with: "north") }
    }

    func agedRider() -> Rider {
        define { Rider() } configuration: { $0.injectProperty(\.age, with: 7) }
    }

    func mount() -> Mount {
        define { Mount() }
    }

    /// The reference through the initializer: what `mountedRider` is without a configuration.
    func riderOnItsMount() -> Rider {
        define { Rider(mount: self.mount()) }
    }

    func mountedRider() -> Rider {
        define { Rider() } configuration: { $0.injectProperty(\.mount, with: self.mount()) }
    }

    func namedMountedRider() -> Rider {
        define { Rider() } configuration: { definition in
            definition.injectProperty(\.mount, with: self.mount())
            definition.injectProperty(\.name, with: "north")
        }
    }
}

/// A rider with its mount and name, by hand.
@inline(never)
func handWiredRider() -> Rider {
    let rider = Rider()
    rider.mount = Mount()
    rider.name = "north"
    return rider
}

/// The identity of a rider, after checking what its configuration set.
@inline(__always)
func fingerprint(_ rider: Rider, name: String = "", age: Int = 0, mounted: Bool = false) -> UInt {
    precondition(rider.name == name && rider.age == age && (rider.mount != nil) == mounted, "a wrong rider")
    return identity(rider)
}

func configurationBenchmarks() -> [Benchmark] {
    let assembly = ConfiguredAssembly().activate()
    return [
        Benchmark(group: "configured", [
            Contender(id: "configured.hand", name: "configured: hand (a reference and a String)") { n in
                repeated(n) { fingerprint(handWiredRider(), name: "north", mounted: true) }
            },
            Contender(id: "configured.bare", name: "configured: bare define") { n in
                repeated(n) { fingerprint(assembly.bareRider()) }
            },
            Contender(id: "configured.string", name: "configured: one String value", hand: "configured.bare") { n in
                repeated(n) { fingerprint(assembly.namedRider(), name: "north") }
            },
            Contender(id: "configured.int", name: "configured: one Int value", hand: "configured.bare") { n in
                repeated(n) { fingerprint(assembly.agedRider(), age: 7) }
            },
            Contender(id: "configured.initializer", name: "configured: bare, reference in the initializer") { n in
                repeated(n) { fingerprint(assembly.riderOnItsMount(), mounted: true) }
            },
            Contender(
                id: "configured.ref", name: "configured: one property by reference", hand: "configured.initializer"
            ) { n in
                repeated(n) { fingerprint(assembly.mountedRider(), mounted: true) }
            },
            Contender(
                id: "configured.mix", name: "configured: a reference and a String", hand: "configured.hand"
            ) { n in
                repeated(n) { fingerprint(assembly.namedMountedRider(), name: "north", mounted: true) }
            },
        ])
    ]
}
