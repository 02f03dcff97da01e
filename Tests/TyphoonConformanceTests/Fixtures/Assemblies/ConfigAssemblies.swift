import Foundation
import Typhoon

/// Knights configured from `SomeProperties.properties`, as Typhoon's `TyphoonConfigAssembly`.
final class TyphoonConfigAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.config("damsels.rescued"))
        }
    }

    /// Typhoon's fixture injects the key `hasHorseWillTravel` ("no") into `damselsRescued`, which
    /// Typhoon turns into 0 and Swift refuses to convert ("no" is not a whole number); here it is
    /// injected into the property its test reads.
    func anotherKnight() -> CavalryMan {
        define {
            CavalryMan()
        } configuration: { definition in
            definition.injectProperty(\.hasHorseWillTravel, with: self.config("hasHorseWillTravel"))
        }
    }

    /// A configuration value read in the initializer, as Typhoon's `typhoonInjectByConfigKey:`.
    func blockKnight() -> Knight {
        define {
            let knight = Knight()
            knight.damselsRescued = self.config("damsels.rescued")
            return knight
        }
    }
}

/// Declares its configuration file, as Typhoon's `[TyphoonDefinition withConfigName:]`.
final class ConfigAssembly: Assembly, @unchecked Sendable {
    override var configNames: [String] { ["development_Config.plist"] }
    override var configBundle: Bundle { .module }

    func configuredCavalryMan() -> CavalryMan {
        define {
            CavalryMan()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.config("damsels.rescued"))
            definition.scope = .singleton
        }
    }
}

/// Makes `NSNull` from `NSNull(…)`.
struct NSNullTypeConverter: TypeConverter {
    let typeName = "NSNull"

    func convert(_ string: String) throws -> Any {
        NSNull()
    }
}

/// Reads two files and lists a type converter, as Typhoon's `InfrastructureComponentsAssembly`
/// (whose config post-processor reads the two files).
final class InfrastructureComponentsAssembly: Assembly, @unchecked Sendable {
    override var configNames: [String] { ["SomeProperties.properties", "SomeOtherProperties.properties"] }
    override var configBundle: Bundle { .module }

    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.config("damsels.rescued"))
            definition.injectProperty(\.hasHorseWillTravel, with: self.config("has.horse.will.travel"))
        }
    }

    func typeConverter() -> any TypeConverter {
        define { NSNullTypeConverter() }
    }

    override var components: [Component] { [Component(Self.typeConverter)] }
}

/// Knights whose initializer arguments and properties come from configuration values, for
/// Typhoon's `TyphoonConfigPostProcessorTests`.
final class ConfiguredKnightsAssembly: Assembly, @unchecked Sendable {
    func knightWithConfiguredInitializer() -> Knight {
        define { Knight(quest: nil, damselsRescued: self.config("damsels.rescued")) }
    }

    func knightWithConfiguredProperty() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.config("damsels.rescued"))
        }
    }

    func jsonKnight() -> Knight {
        define {
            Knight(quest: nil, damselsRescued: self.config("json.damsels_rescued"))
        } configuration: { definition in
            definition.injectProperty(\.hasHorseWillTravel, with: self.config("json.hasHorseWillTravel"))
        }
    }

    func plistKnight() -> Knight {
        define {
            Knight(quest: nil, damselsRescued: self.config("plist.damsels"))
        } configuration: { definition in
            definition.injectProperty(\.hasHorseWillTravel, with: self.config("plist.hasHorse"))
            definition.injectProperty(\.foobar, with: self.config("plist.fooUrl") as URL)
        }
    }
}

/// A knight whose quest takes a configuration value as run-time argument, and a knight
/// configured by a key that two files hold with different values.
final class TyphoonTestAssemblyConfigPostProcessor: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.questWithUrl(self.config("json.quest_url")))
        }
    }

    func otherKnight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.config("damselsResqued"))
        }
    }

    func questWithUrl(_ url: URL) -> any Quest {
        define(arguments: url) {
            CampaignQuest()
        } configuration: { definition in
            definition.injectProperty(\.imageUrl, with: url)
        }
    }
}

/// Another assembly, with configurations of its own.
final class OtherAssembly: Assembly, @unchecked Sendable {}

/// Reads the factory's global configurations.
final class GlobalConfigKnightAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.config("damsels.rescued"))
        }
    }
}
