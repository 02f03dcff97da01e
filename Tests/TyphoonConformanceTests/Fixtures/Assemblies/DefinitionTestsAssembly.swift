import Typhoon

/// Base definitions and call-backs, for Typhoon's `TyphoonDefinitionTests`: its parent
/// definitions are generic functions that a definition inherits with `inherit(from:)`.
final class DefinitionTestsAssembly: Assembly, @unchecked Sendable {
    /// The quest a call-back is given.
    let questForCallBacks = CampaignQuest()

    func longLostAncestor<C: Knight>(_ definition: Definition<C>) {
        definition.injectProperty(\.hasHorseWillTravel, with: true)
    }

    func parent<C: Knight>(_ definition: Definition<C>) {
        definition.inherit(from: longLostAncestor)
        definition.injectProperty(\.damselsRescued, with: 12)
    }

    func child() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.inherit(from: self.parent)
            definition.injectProperty(\.foobar, with: "foobar!")
        }
    }

    func childOverridingDamsels() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.inherit(from: self.parent)
            definition.injectProperty(\.damselsRescued, with: 346)
        }
    }

    func singletonParent<C: Knight>(_ definition: Definition<C>) {
        definition.scope = .singleton
    }

    func childOfSingleton() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.inherit(from: self.singletonParent)
            definition.injectProperty(\.damselsRescued, with: 346)
        }
    }

    func prototypeChildOfSingleton() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.inherit(from: self.singletonParent)
            definition.injectProperty(\.damselsRescued, with: 346)
            definition.scope = .prototype
        }
    }

    func parentWithHooks<C: RecordingKnight>(_ definition: Definition<C>) {
        definition.performBeforeInjections {
            $0.journal.append("parent before")
            $0.setFavoriteQuest(CampaignQuest())
        }
        definition.performAfterInjections {
            $0.journal.append("parent after")
            $0.setFavoriteQuest(CampaignQuest())
        }
    }

    func childInheritingHooks() -> RecordingKnight {
        define {
            RecordingKnight()
        } configuration: { definition in
            definition.inherit(from: self.parentWithHooks)
        }
    }

    func childOverridingHooks() -> RecordingKnight {
        define {
            RecordingKnight()
        } configuration: { definition in
            definition.inherit(from: self.parentWithHooks)
            definition.performBeforeInjections {
                $0.journal.append("child before")
                $0.setQuest(CampaignQuest(), andDamselsRescued: 42)
            }
            definition.performAfterInjections {
                $0.journal.append("child after")
                $0.setQuest(CampaignQuest(), andDamselsRescued: 42)
            }
        }
    }

    func knightWithBeforeInjections() -> RecordingKnight {
        define {
            RecordingKnight()
        } configuration: { definition in
            definition.performBeforeInjections { $0.journal.append("before injections") }
            definition.injectProperty(\.damselsRescued, with: 1)
        }
    }

    func knightWithBeforeInjectionsWithParameters() -> RecordingKnight {
        define {
            RecordingKnight()
        } configuration: { definition in
            definition.performBeforeInjections {
                $0.setQuest(self.questForCallBacks, andDamselsRescued: 100)
            }
            definition.injectProperty(\.hasHorseWillTravel, with: true)
        }
    }

    func knightWithAfterInjections() -> RecordingKnight {
        define {
            RecordingKnight()
        } configuration: { definition in
            definition.performAfterInjections { $0.journal.append("after injections") }
            definition.injectProperty(\.damselsRescued, with: 1)
        }
    }

    func knightWithAfterInjectionsWithParameters() -> RecordingKnight {
        define {
            RecordingKnight()
        } configuration: { definition in
            definition.performAfterInjections {
                $0.setQuest(self.questForCallBacks, andDamselsRescued: 100)
            }
            definition.injectProperty(\.damselsRescued, with: 1)
        }
    }
}
