import Typhoon

/// Knights whose fort and quest share, or do not share, one object graph.
final class ObjectGraphAssembly: Assembly, @unchecked Sendable {
    func objectGraphKnight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.homeFort, with: self.objectGraphFort())
            definition.injectProperty(\.quest, with: self.objectGraphQuest())
        }
    }

    func objectGraphFort() -> Fort {
        define { Fort() }
    }

    func objectGraphQuest() -> CampaignQuest {
        define {
            CampaignQuest()
        } configuration: { definition in
            definition.injectProperty(\.fort, with: self.objectGraphFort())
        }
    }

    func prototypeKnight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.homeFort, with: self.prototypeFort())
            definition.injectProperty(\.quest, with: self.prototypeQuest())
            definition.scope = .prototype
        }
    }

    func prototypeFort() -> Fort {
        define(scope: .prototype) { Fort() }
    }

    func prototypeQuest() -> CampaignQuest {
        define {
            CampaignQuest()
        } configuration: { definition in
            definition.injectProperty(\.fort, with: self.prototypeFort())
            definition.scope = .prototype
        }
    }
}

/// Prototypes, alone, in a cycle through a fort, and in a graph of two kings that each get a
/// general knight as personal guard.
final class PrototypeAssembly: Assembly, @unchecked Sendable {
    func prototypeKnight() -> Knight {
        define(scope: .prototype) { Knight() }
    }

    func prototypeKnightWithFort() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.scope = .prototype
            definition.injectProperty(\.homeFort, with: self.homeFort())
        }
    }

    func homeFort() -> Fort {
        define {
            Fort()
        } configuration: { definition in
            definition.injectProperty(\.owner, with: self.prototypeKnightWithFort())
        }
    }

    func generalKnight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.scope = .prototype
            definition.injectProperty(\.kingdom, with: self.kingdom())
        }
    }

    func kingArthur() -> King {
        define {
            King()
        } configuration: { definition in
            definition.scope = .lazySingleton
            definition.injectProperty(\.name, with: "Arthur")
            definition.injectProperty(\.personalGuard, with: self.generalKnight())
        }
    }

    func kingdom() -> Kingdom {
        define {
            Kingdom()
        } configuration: { definition in
            definition.scope = .lazySingleton
            definition.injectProperty(\.name, with: "Lloegyr")
            definition.injectProperty(\.first, with: self.kingArthur())
            definition.injectProperty(\.second, with: self.kingMordred())
        }
    }

    func kingMordred() -> King {
        define {
            King()
        } configuration: { definition in
            definition.scope = .lazySingleton
            definition.injectProperty(\.name, with: "Mordred")
            definition.injectProperty(\.personalGuard, with: self.generalKnight())
        }
    }
}
