import Foundation
import Typhoon

/// Initializer and property injections of components, values, collections and values of every
/// numeric width, for Typhoon's `ComponentDefinition_InstanceBuilderTests`.
final class InstanceBuilderAssembly: Assembly, @unchecked Sendable {
    /// The struct the primitive man gets.
    static let structure = PrimitiveManStruct(fieldA: 23, fieldB: .max)

    func knight() -> Knight {
        define { Knight(quest: self.quest()) }
    }

    func quest() -> CampaignQuest {
        define { CampaignQuest() }
    }

    func url() -> URL {
        define { URL(string: "http://www.appsquick.ly")! }
    }

    func knightWithDamsels() -> Knight {
        define { Knight(quest: nil, damselsRescued: 12) }
    }

    func knightWithFavoriteDamsels() -> Knight {
        define { Knight(quest: self.quest(), favoriteDamsels: ["damsel1", "damsel2"]) }
    }

    func primitiveManByInitializer() -> PrimitiveMan {
        define {
            PrimitiveMan(
                intValue: .max, unsignedIntValue: .max, shortValue: .max, unsignedShortValue: .max, longValue: .max,
                unsignedLongValue: .max, longLongValue: .max, unsignedLongLongValue: .max, unsignedCharValue: .max,
                floatValue: .greatestFiniteMagnitude, doubleValue: .greatestFiniteMagnitude, boolValue: true,
                classValue: InstanceBuilderAssembly.self, unknownStructure: Self.structure)
        }
    }

    func knightWithQuestProperty() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.quest())
        }
    }

    func knightWithDamselsProperty() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: 12)
        }
    }

    func primitiveManByProperties() -> PrimitiveMan {
        define {
            PrimitiveMan()
        } configuration: { definition in
            definition.injectProperty(\.intValue, with: .max)
            definition.injectProperty(\.unsignedIntValue, with: .max)
            definition.injectProperty(\.shortValue, with: .max)
            definition.injectProperty(\.unsignedShortValue, with: .max)
            definition.injectProperty(\.longValue, with: .max)
            definition.injectProperty(\.unsignedLongValue, with: .max)
            definition.injectProperty(\.longLongValue, with: .max)
            definition.injectProperty(\.unsignedLongLongValue, with: .max)
            definition.injectProperty(\.unsignedCharValue, with: .max)
            definition.injectProperty(\.floatValue, with: .greatestFiniteMagnitude)
            definition.injectProperty(\.doubleValue, with: .greatestFiniteMagnitude)
            definition.injectProperty(\.boolValue, with: true)
            definition.injectProperty(\.classValue, with: InstanceBuilderAssembly.self)
            definition.injectProperty(\.unknownStructure, with: Self.structure)
        }
    }
}
