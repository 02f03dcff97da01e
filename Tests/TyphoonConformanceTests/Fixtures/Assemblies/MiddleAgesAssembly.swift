import Foundation
import TyphoonAutoInjection

/// Typhoon's main test assembly, `MiddleAgesAssembly`, in this project's API: knights and quests
/// wired by every kind of injection, run-time arguments, factory definitions and value
/// definitions.
///
/// Typhoon's "block definitions" (`TyphoonBlockDefinition`) are ordinary definitions here, since
/// every definition's initializer is a closure; their `injections:` block is an `injectMethod`.
/// The definitions whose circular reference needs the back-reference form are in
/// `BackReferenceTests.swift`.
class MiddleAgesAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var collaboratingAssembly: CollaboratingMiddleAgesAssembly

    // MARK: Knights

    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.defaultQuest())
            definition.injectProperty(\.favoriteDamsels, with: ["foo", "bar"])
            definition.injectProperty(\.damselsRescued, with: self.cavalryMan().damselsRescued)
        }
    }

    func cavalryMan() -> CavalryMan {
        define {
            CavalryMan()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.defaultQuest())
            definition.injectProperty(\.damselsRescued, with: 12)
            definition.scope = .singleton
        }
    }

    func anotherKnight() -> CavalryMan {
        define {
            CavalryMan(quest: self.defaultQuest(), hitRatio: 13.75)
        } configuration: { definition in
            definition.injectProperty(\.hasHorseWillTravel, with: true)
        }
    }

    func yetAnotherKnight() -> CavalryMan {
        define {
            CavalryMan(quest: self.defaultQuest())
        } configuration: { definition in
            definition.injectProperty(\.hitRatio, with: 13.75)
            definition.injectProperty(\.hasHorseWillTravel, with: true)
            definition.injectProperty(\.propertyInjectedAsInstance, with: ["foo", "bar"])
        }
    }

    func knightWithCollections() -> CavalryMan {
        define {
            CavalryMan(quest: self.defaultQuest())
        } configuration: { definition in
            definition.injectProperty(\.favoriteDamsels, with: ["Mary", "Mary"])
            definition.injectProperty(\.friends, with: [self.knight(), self.anotherKnight()])
            definition.injectProperty(
                \.friendsDictionary, with: ["knight": self.knight(), "anotherKnight": self.anotherKnight()])
        }
    }

    func knightWithCollectionInConstructor() -> Knight {
        define { Knight(quest: self.defaultQuest(), favoriteDamsels: ["Mary", "Mary"]) }
    }

    func knightClassMethodInit() -> Knight {
        define { Knight.knight(damselsRescued: 13) }
    }

    func knightWithMethodInjection() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectMethod { $0.setQuest(self.defaultQuest(), andDamselsRescued: 321) }
        }
    }

    func knightWithMethodInjectionSingleArgumentQuest() -> DummyQuest {
        define {
            DummyQuest()
        } configuration: { definition in
            definition.injectProperty(\.imageUrl, with: URL(string: "http://appsquick.ly"))
            definition.injectMethod { $0.setContext(self.knightWithMethodInjectionSingleArgument()) }
        }
    }

    func knightWithMethodInjectionSingleArgument() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectMethod { $0.setFavoriteQuest(self.knightWithMethodInjectionSingleArgumentQuest()) }
        }
    }

    func knightWithFoobar(_ foobar: String) -> Knight {
        define(arguments: foobar) {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.foobar, with: foobar)
        }
    }

    /// Injects the accessor-made `favoriteQuest` by reference.
    func knightWithFakePropertyQuest() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.favoriteQuest, with: self.defaultQuest())
        }
    }

    func knightWithQuest(_ quest: any Quest) -> Knight {
        define(arguments: quest) {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: quest)
        }
    }

    func knightWithNullQuest() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.nullQuest())
        }
    }

    /// A knight the initializer cannot make, with call-backs and a method injection that must
    /// not run on nothing (Typhoon's `initNilInstance`).
    func occasionallyNilKnightWithBeforeInjections() -> Knight? {
        define {
            Knight.nilInstance()
        } configuration: { definition in
            definition.performBeforeInjections { _ = $0?.favoriteQuest }
        }
    }

    func occasionallyNilKnightWithAfterInjections() -> Knight? {
        define {
            Knight.nilInstance()
        } configuration: { definition in
            definition.performAfterInjections { _ = $0?.favoriteQuest }
        }
    }

    func occasionallyNilKnightWithMethodInjections() -> Knight? {
        define {
            Knight.nilInstance()
        } configuration: { definition in
            definition.injectMethod { $0?.damselsRescued = 42 }
        }
    }

    // MARK: Quests

    func defaultQuest() -> any Quest {
        define { CampaignQuest() }
    }

    func environmentDependentQuest() -> any Quest {
        define { CampaignQuest() }
    }

    func boringQuest() -> MediocreQuest {
        define {
            MediocreQuest()
        } configuration: { definition in
            definition.injectProperty(\.imageUrl, with: URL(string: "http://boring.com"))
        }
    }

    func damselQuest() -> DamselQuest {
        define {
            DamselQuest()
        } configuration: { definition in
            definition.injectProperty(\.bounty, with: 10000)
        }
    }

    func questWithRuntimeUrl(_ url: URL?) -> any Quest {
        define(arguments: url as Any) {
            CampaignQuest()
        } configuration: { definition in
            definition.injectProperty(\.imageUrl, with: url)
        }
    }

    func nullQuest() -> (any Quest)? {
        define { nil as (any Quest)? }
    }

    // MARK: Factory definitions

    func serviceUrl() -> URL {
        define { URL(string: "http://dev.foobar.com/service/")! }
    }

    func swordFactory() -> SwordFactory {
        define { SwordFactory() }
    }

    func blueSword() -> Sword {
        define { self.swordFactory().sword(specification: "blue") }
    }

    func swordWithSpec(_ spec: String, error: ErrorSlot) -> Sword {
        define(arguments: spec, error) { self.swordFactory().sword(specification: spec, error: error) }
    }

    func mainScreen() -> PrimitiveMan {
        define { PrimitiveMan() }
    }

    func mainScreenBounds() -> CGRect {
        define { self.mainScreen().makeRect() }
    }

    func rectModel() -> RectModel {
        define {
            RectModel()
        } configuration: { definition in
            definition.injectProperty(\.rectFrame, with: self.mainScreenBounds())
        }
    }

    /// A factory definition whose factory is a value, as Typhoon's `withFactory:@(123.32)
    /// selector:@selector(doubleValue)`.
    func doublePrimitive() -> Double {
        define { NSNumber(value: 123.32).doubleValue }
    }

    // MARK: Run-time arguments

    func knightWithRuntimeDamselsRescued(_ damselsRescued: Int?, runtimeFoobar: String) -> Knight {
        define(arguments: damselsRescued as Any, runtimeFoobar) {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: damselsRescued ?? 0)
            definition.injectProperty(\.foobar, with: runtimeFoobar)
        }
    }

    /// A closure cannot tell instances apart, so the definition that takes one is a prototype.
    func knightWithRuntimeDamselsRescued(
        _ damselsRescued: Int?, runtimeFoobar: @escaping (String) -> Void
    )
        -> Knight
    {
        define(scope: .prototype, arguments: damselsRescued as Any) {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: damselsRescued ?? 0)
            definition.injectProperty(\.foobar, with: runtimeFoobar)
        }
    }

    func knightWithRuntimeDamselsRescued(_ damselsRescued: Int?, runtimeQuestUrl url: URL?) -> Knight {
        define(arguments: damselsRescued as Any, url as Any) {
            Knight(quest: self.questWithRuntimeUrl(url))
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: damselsRescued ?? 0)
            definition.injectProperty(\.foobar, with: self.knightWithPredefinedCircularDependency(damselsRescued))
        }
    }

    func knightWithDefinedQuestUrl() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.questWithRuntimeUrl(URL(string: "http://example.com")))
        }
    }

    /// A closure and a class cannot tell instances apart, so the definition is a prototype.
    func mockWithRuntimeBlock(_ block: @escaping () -> String, andRuntimeClass aClass: AnyClass) -> Mock {
        define(scope: .prototype) { Mock(object: nil, clazz: aClass, block: block) }
    }

    func mockWithRuntimeBlock(_ block: @escaping () -> String) -> Mock {
        mockWithRuntimeBlock(block, andRuntimeClass: NSString.self)
    }

    func mockWithRuntimeClass(_ aClass: AnyClass) -> Mock {
        mockWithRuntimeBlock({ "Hello" }, andRuntimeClass: aClass)
    }

    func knightRuntimeArgumentsFromDefinition() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.foobar, with: self.urlWithString(self.predefinedUrlString()))
        }
    }

    func urlWithString(_ string: String) -> URL {
        define(arguments: string) { URL(string: string)! }
    }

    func predefinedUrlString() -> String {
        define { "http://google.com" }
    }

    func knightRuntimeArgumentsFromDefinitionWithRuntimeArg() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(
                \.foobar, with: self.urlWithString(self.stringWithValue("http://typhoonframework.org")))
        }
    }

    func stringWithValue(_ value: String) -> String {
        define(arguments: value) { String(value) }
    }

    func stringValueShortcut() -> String {
        stringWithValue("Hello world!")
    }

    func knightWithRuntimeQuestUrl(_ url: URL?) -> Knight {
        knightWithRuntimeDamselsRescued(13, runtimeQuestUrl: url)
    }

    func knightRuntimeArgumentsFromDefinitionsSetWithRuntimeArg() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(
                \.foobar,
                with: self.urlWithString(
                    self.stringWithValue(self.stringWithValue(self.stringWithValue("http://example.com")))))
        }
    }

    func knightWithPredefinedRuntimeQuest() -> Knight {
        knightWithRuntimeDamselsRescued(13, runtimeQuestUrl: URL(string: "http://appsquick.ly"))
    }

    // MARK: Values

    func simpleNumber() -> Int {
        define { 1 }
    }

    func simpleString() -> String {
        define { "123" }
    }

    func blockDefinition() -> () -> String {
        define { { "321" } }
    }

    func referenceToSimpleString() -> String {
        define { self.simpleString() }
    }

    func simpleArray() -> [String] {
        define { [self.simpleString(), self.referenceToSimpleString(), "123"] }
    }

    func simpleRuntimeArgument(_ argument: AnyHashable) -> AnyHashable {
        define(arguments: argument) { argument }
    }

    /// A closure cannot tell instances apart, so the definition that returns one is a prototype.
    func simpleRuntimeBlock(_ block: @escaping () -> Int) -> () -> Int {
        define(scope: .prototype) { block }
    }

    // MARK: Block definitions

    func blockSingletonKnight() -> Knight {
        define {
            Knight(quest: self.defaultQuest())
        } configuration: { definition in
            definition.injectMethod { knight in
                knight.damselsRescued = 42
                knight.setFoobar(123, andHasHorse: true, friends: nil)
            }
            definition.scope = .weakSingleton
        }
    }

    func blockQuest() -> CampaignQuest {
        blockQuestWithURL(URL(string: "https://foo.bar"))
    }

    func blockQuestWithURL(_ url: URL?) -> CampaignQuest {
        define(arguments: url as Any) { CampaignQuest(imageUrl: url) }
    }

    func blockKnightCallingMethodsOnDefinitions() -> Knight {
        define {
            let knight = Knight()
            knight.foobar = self.blockQuest().imageUrl
            knight.damselsRescued = self.simpleNumber()
            return knight
        }
    }

    func blockKnightWithFavoriteDamsels(_ favoriteDamsels: [String], questURL: URL?) -> Knight {
        define(arguments: favoriteDamsels, questURL as Any) {
            let knight = Knight()
            knight.favoriteDamsels = favoriteDamsels
            knight.quest = self.blockQuestWithURL(questURL)
            return knight
        }
    }

    /// By type inside the initializer, as Typhoon's `typhoonInjectByType`: the factory's
    /// throwing look-up, in an initializer that may throw.
    func blockKnightWithQuestsByType() -> Knight {
        define {
            let knight = Knight()
            knight.quest = try self.factory.component(MediocreQuest.self)
            knight.setFavoriteQuest(try self.factory.component((any RescueQuest).self))
            return knight
        }
    }

    func blockKnightWithoutInitializer() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectMethod { $0.damselsRescued = 12 }
        }
    }

    func blockKnightWithCircularDependency() -> Knight {
        define {
            Knight(damselsRescued: 123, foo: nil)
        } configuration: { definition in
            definition.injectMethod { $0.quest = self.blockQuestForKnightWithCircularDependency() }
        }
    }

    func blockQuestForKnightWithCircularDependency() -> DamselQuest {
        define {
            DamselQuest()
        } configuration: { definition in
            definition.injectMethod { $0.bounty = self.blockKnightWithCircularDependency().damselsRescued }
        }
    }

    func knightWithBlockQuestWithURL(_ questURL: URL?) -> Knight {
        define(arguments: questURL as Any) { Knight(quest: self.blockQuestWithURL(questURL)) }
    }

    func notSoBlockKnight() -> Knight {
        define {
            Knight(quest: self.blockQuest())
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: 12)
        }
    }

    /// Found by type: `knight` as `Knight`, the boring quest as `MediocreQuest`, the damsel quest
    /// as `RescueQuest`.
    override var components: [Component] {
        [
            Component(Self.knight), Component(Self.boringQuest),
            Component(Self.damselQuest, implements: (any RescueQuest).self),
        ]
    }
}
