import TyphoonAutoInjection

// Assemblies that only collaborate: loops of collaborators, a collaborator declared in a
// superclass, and an assembly with none.

/// 1 -> 2 -> 3 -> 2: the first has a quest and names the second.
final class TyphoonFirstLoopAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var secondAssembly: TyphoonSecondLoopAssembly

    func testQuest() -> any Quest {
        define { MediocreQuest() }
    }
}

final class TyphoonSecondLoopAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var thirdAssembly: TyphoonThirdLoopAssembly
}

final class TyphoonThirdLoopAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var secondAssembly: TyphoonSecondLoopAssembly
}

/// 4 -> 5 -> 4: the fourth has a quest and names the fifth.
final class TyphoonFourthLoopAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var fifthAssembly: TyphoonFifthLoopAssembly

    func testQuest() -> any Quest {
        define { MediocreQuest() }
    }
}

final class TyphoonFifthLoopAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var fourthAssembly: TyphoonFourthLoopAssembly
}

/// An assembly with no collaborator.
final class TyphoonSingleAssembly: Assembly, @unchecked Sendable {}

/// Names one collaborator; its subclass names another.
class SimpleAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var assemblyA: TyphoonSingleAssembly
}

final class ExtendedSimpleAssembly: SimpleAssembly, @unchecked Sendable {
    @InjectedClass var assemblyB: TyphoonFourthLoopAssembly
}

/// View controllers as singletons; the second assembly overrides one definition.
final class NemoCoreRootViewController {}
final class NemoCoreFirstViewController {}
final class NemoCoreSecondViewController {}

class NemoCoreNemoAssembly: Assembly, @unchecked Sendable {
    func rootViewController() -> AnyObject {
        define(scope: .singleton) { NemoCoreRootViewController() }
    }

    func firstViewController() -> AnyObject {
        define(scope: .singleton) { NemoCoreFirstViewController() }
    }

    func secondViewController() -> AnyObject {
        define(scope: .singleton) { NemoCoreSecondViewController() }
    }
}

final class NemoCoreSecondAssembly: NemoCoreNemoAssembly, @unchecked Sendable {
    override func firstViewController() -> AnyObject {
        define(scope: .singleton) { NemoCoreSecondViewController() }
    }
}
