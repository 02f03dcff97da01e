import Typhoon

// Fixtures for option definitions: a definition whose component is another definition's, picked
// by a value when it is built.

final class GrailQuest: Quest {
    var questName: String { "grail" }
    /// The knight on the quest, set by a back-reference.
    weak var knight: QuestingKnight?
}

/// A knight whose initializer takes an option's quest.
final class QuestingKnight {
    let quest: any Quest
    init(quest: any Quest) { self.quest = quest }
}

/// Two quests built in one resolution.
final class QuestPair {
    let first: any Quest
    let second: any Quest
    init(_ first: any Quest, _ second: any Quest) {
        self.first = first
        self.second = second
    }
}

/// Why a sealed quest cannot be built.
struct SealedQuestError: Error {}

/// A component of the main actor, which checks that it is built and called back there.
@MainActor final class Banneret: @MainActor InjectionAware {
    private(set) var steps: [String] = []

    init() { MainActor.assertIsolated("Banneret built off the main actor") }

    func typhoonDidInject() {
        MainActor.assertIsolated("typhoonDidInject off the main actor")
        steps.append("didInject")
    }
}

/// Options of the main actor.
final class MainActorOptionAssembly: Assembly, @unchecked Sendable {
    @MainActor func banneret() -> Banneret { define { Banneret() } }

    @MainActor func chosenBanneret() -> Banneret {
        option(on: true) { match in
            match.when(true) { self.banneret() }
        }
    }

    override var components: [Component] { [Component(Self.chosenBanneret)] }
}

/// A quest that counts the call-backs it is given.
final class HeraldedQuest: Quest, InjectionAware {
    var questName: String { "heralded" }
    var didInjectCalls = 0
    func typhoonDidInject() { didInjectCalls += 1 }
}

/// A quest made from another.
final class EchoQuest: Quest {
    let echo: any Quest
    var questName: String { echo.questName }
    init(echo: any Quest) { self.echo = echo }
}

/// What a squire carries, which picks the quest he joins.
class QuestSign {}
final class GrailQuestSign: QuestSign {}

final class OptionAssembly: Assembly, @unchecked Sendable {
    /// Which definitions were built, in order.
    let built = Protected<[String]>([])
    /// The quest kind a test sets, read by ``switchableQuest()``.
    let kind = Protected("grail")

    private func recording<T>(_ name: String, _ make: () -> T) -> T {
        built.withLock { $0.append(name) }
        return make()
    }

    func grailQuest() -> any Quest { define { self.recording("grailQuest") { GrailQuest() } } }
    func campaignQuest() -> any Quest { define { self.recording("campaignQuest") { CampaignQuest() } } }
    func dragonQuest() -> any Quest { define(scope: .singleton) { self.recording("dragonQuest") { DragonQuest() } } }
    func heraldedQuest() -> any Quest { define { HeraldedQuest() } }

    /// Picked by a configuration value.
    func quest() -> any Quest {
        option(on: self.config("quest.kind") as String) { match in
            match.when("grail") { self.grailQuest() }
            match.when("campaign") { self.campaignQuest() }
        }
    }

    /// Picked by a configuration value, with a default.
    func questOrCampaign() -> any Quest {
        option(on: self.config("quest.kind") as String) { match in
            match.when("grail") { self.grailQuest() }
            match.otherwise { self.campaignQuest() }
        }
    }

    /// Picked by a run-time argument; several values pick one case.
    func quest(named name: String) -> any Quest {
        option(on: name) { match in
            match.when("grail", "sangreal") { self.grailQuest() }
            match.when("dragon") { self.dragonQuest() }
            match.otherwise { self.campaignQuest() }
        }
    }

    /// Picked by another component, by its type.
    func squireQuest(carrying sign: QuestSign) -> any Quest {
        option(on: sign) { match in
            match.when(is: GrailQuestSign.self) { self.grailQuest() }
            match.otherwise { self.campaignQuest() }
        }
    }

    /// The first case that matches wins.
    func overlappingQuest(_ length: Int) -> any Quest {
        option(on: length) { match in
            match.when("short", where: { $0 < 10 }) { self.campaignQuest() }
            match.when(3) { self.grailQuest() }
            match.otherwise { self.dragonQuest() }
        }
    }

    /// `otherwise` declared first still loses to a case that matches.
    func questWithDefaultFirst(_ name: String) -> any Quest {
        option(on: name) { match in
            match.otherwise { self.campaignQuest() }
            match.when("grail") { self.grailQuest() }
        }
    }

    /// Picked again at each call by default; kept by a shared scope.
    func switchableQuest() -> any Quest {
        option(on: self.kind.withLock { $0 }) { match in
            match.when("grail") { self.grailQuest() }
            match.otherwise { self.campaignQuest() }
        }
    }

    func singletonSwitchableQuest() -> any Quest {
        option(on: self.kind.withLock { $0 }, scope: .singleton) { match in
            match.when("grail") { self.grailQuest() }
            match.otherwise { self.campaignQuest() }
        }
    }

    /// A shared option with run-time arguments keeps one pick per argument.
    func lazyQuest(named name: String) -> any Quest {
        option(on: name, scope: .lazySingleton, arguments: name) { match in
            match.when("grail") { self.grailQuest() }
            match.otherwise { self.campaignQuest() }
        }
    }

    func prototypeQuest() -> any Quest { define(scope: .prototype) { CampaignQuest() } }

    /// An option of each scope, picking a prototype: the option's scope is what shares it.
    func questOfScope(_ scope: Scope) -> any Quest {
        option(on: scope, scope: scope, arguments: scope) { match in
            match.otherwise { self.prototypeQuest() }
        }
    }

    /// Two references to an option in one resolution.
    func questPair(_ scope: Scope) -> QuestPair {
        define(arguments: scope) { QuestPair(self.questOfScope(scope), self.questOfScope(scope)) }
    }

    func heraldedOption() -> any Quest {
        option(on: true) { match in
            match.when(true) { self.heraldedQuest() }
        }
    }

    /// No case matches "campaign" and there is no default.
    func unmatchedQuest() -> any Quest {
        option(on: "campaign") { match in
            match.when("grail") { self.grailQuest() }
            match.when(is: Int.self) { self.dragonQuest() }
        }
    }

    /// The throwing form of ``unmatchedQuest()``.
    func unmatchedQuestThrowing() throws -> any Quest {
        try optionThrowing(on: "campaign") { match in
            match.when("grail") { self.grailQuest() }
        }
    }

    /// A definition that cannot be built.
    func sealedQuest() throws -> any Quest {
        try defineThrowing { () throws -> GrailQuest in throw SealedQuestError() }
    }

    /// A throwing option whose case throws.
    func sealedOption() throws -> any Quest {
        try optionThrowing(on: "sealed") { match in
            try match.when("sealed") { try self.sealedQuest() }
        }
    }

    /// A throwing option whose value cannot be read.
    func unconfiguredOption() throws -> any Quest {
        try optionThrowing(on: try self.configValue("quest.unknown", as: String.self)) { match in
            match.otherwise { self.grailQuest() }
        }
    }

    /// A knight whose quest is an option whose quest refers back to the knight.
    func questingKnight() -> QuestingKnight {
        define { QuestingKnight(quest: self.knightsQuest()) }
    }

    func knightsQuest() -> any Quest {
        option(on: "grail") { match in
            match.when("grail") { self.grailQuestOfKnight() }
        }
    }

    func grailQuestOfKnight() -> GrailQuest {
        define {
            GrailQuest()
        } configuration: { definition in
            definition.injectProperty(\.knight, backReferenceTo: self.questingKnight())
        }
    }

    /// An option that picks a definition whose initializer needs the option: a cycle.
    func circularOption() -> any Quest {
        option(on: 1) { match in
            match.when(1) { self.questOfCircularOption() }
        }
    }

    func questOfCircularOption() -> any Quest {
        define { EchoQuest(echo: self.circularOption()) }
    }

    override var components: [Component] {
        [Component(Self.quest)]
    }
}

/// An option listed with a singleton scope, for many threads.
final class SharedOptionAssembly: Assembly, @unchecked Sendable {
    let builds = Counter()
    let options = Counter()

    func dragonQuest() -> any Quest {
        define(scope: .singleton) {
            _ = self.builds.next()
            return DragonQuest()
        }
    }

    func quest() -> any Quest {
        option(
            on: {
                _ = self.options.next()
                return "dragon"
            }(), scope: .lazySingleton
        ) { match in
            match.when("dragon") { self.dragonQuest() }
        }
    }

    func prototypeQuest() -> any Quest {
        option(on: "dragon") { match in
            match.when("dragon") { self.dragonQuest() }
        }
    }

    override var components: [Component] { [Component(Self.quest)] }
}
