import Typhoon

/// The settings of Typhoon's `FactoryReferenceInjectionsTests`, set before activation; each
/// subclass lists one knight definition, which `inject(_:)` applies to a knight it is given.
class ClassWithKnightSettingsAssembly: Assembly, @unchecked Sendable {
    var currentDamselsRescued = 0
    var currentHasHorseWillTravel = false
    var currentFooString = ""

    func knightSettings() -> ClassWithKnightSettings {
        define {
            ClassWithKnightSettings()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.currentDamselsRescued)
            definition.injectProperty(\.hasHorseWillTravel, with: self.currentHasHorseWillTravel)
            definition.injectProperty(\.fooString, with: self.currentFooString)
        }
    }
}

/// Values injected into a knight.
final class IntBoolKnightAssembly: ClassWithKnightSettingsAssembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: 30)
            definition.injectProperty(\.hasHorseWillTravel, with: true)
        }
    }

    override var components: [Component] { [Component(Self.knight)] }
}

/// An object injected into a knight.
final class ObjectKnightAssembly: ClassWithKnightSettingsAssembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.foobar, with: "Hello Knights")
        }
    }

    override var components: [Component] { [Component(Self.knight)] }
}

/// The settings' properties injected into a knight.
final class SettingsPropertiesKnightAssembly: ClassWithKnightSettingsAssembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.knightSettings().damselsRescued)
            definition.injectProperty(\.hasHorseWillTravel, with: self.knightSettings().hasHorseWillTravel)
            definition.injectProperty(\.foobar, with: self.knightSettings().fooString)
        }
    }

    override var components: [Component] { [Component(Self.knight)] }
}

/// A key path through the settings injected into a knight.
final class SettingsKeyPathKnightAssembly: ClassWithKnightSettingsAssembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.foobar, with: self.knightSettings().fooString.uppercased())
        }
    }

    override var components: [Component] { [Component(Self.knight)] }
}

/// The settings given to a knight's initializer.
final class SettingsInitializerKnightAssembly: ClassWithKnightSettingsAssembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight(
                damselsRescued: self.knightSettings().damselsRescued, foo: self.knightSettings().fooString.uppercased())
        }
    }

    override var components: [Component] { [Component(Self.knight)] }
}
