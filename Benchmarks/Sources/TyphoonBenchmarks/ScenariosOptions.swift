import TyphoonAutoInjection

// An option: a definition whose component is another definition's, picked at each call by a value
// (as a configuration value would give it). Beside it, the picked prototype called directly, and
// the hand-written choice: what the option adds is one more definition call and its cases.

final class OptionBenchmarkAssembly: Assembly, @unchecked Sendable {
    /// What picks the service.
    let kind = "prototype"

    func prototypeService() -> PrototypeService {
        define(scope: .prototype) { PrototypeService() }
    }

    func sharedService() -> PrototypeService {
        define(scope: .singleton) { PrototypeService() }
    }

    func pickedService() -> PrototypeService {
        option(on: self.kind) { match in
            match.when("shared") { self.sharedService() }
            match.when("prototype") { self.prototypeService() }
        }
    }
}

/// The choice written by hand.
@inline(never)
func handPickedService(_ kind: String, shared: PrototypeService) -> PrototypeService {
    switch kind {
    case "shared": return shared
    default: return PrototypeService()
    }
}

func optionBenchmarks() -> [Benchmark] {
    let assembly = OptionBenchmarkAssembly().activate()
    let kind = assembly.kind
    let shared = PrototypeService()
    return [
        Benchmark(group: "option", [
            Contender(id: "option.hand", name: "option: hand (a switch, then a new instance)") { n in
                repeated(n) { identity(handPickedService(kind, shared: shared)) }
            },
            Contender(
                id: "option.typhoon.picked", name: "option: the picked prototype by reference", hand: "option.hand"
            ) { n in
                repeated(n) { identity(assembly.prototypeService()) }
            },
            Contender(id: "option.typhoon.ref", name: "option: Typhoon option by reference", hand: "option.hand") { n in
                repeated(n) { identity(assembly.pickedService()) }
            },
        ])
    ]
}
