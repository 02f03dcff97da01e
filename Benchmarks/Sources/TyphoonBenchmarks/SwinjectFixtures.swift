import BenchmarkAssemblies
import Swinject

/// The same registrations in Swinject: the graph in its default `.graph` scope (so the quest is
/// shared within one resolution), the services in `.container`, `.transient` and `.weak`.
func makeSwinjectContainer() -> Container {
    let container = Container()
    container.register(Castle.self) { resolver in
        Castle(knight: resolver.resolve(Knight.self)!, horse: resolver.resolve(Horse.self)!)
    }
    container.register(Knight.self) { resolver in Knight(quest: resolver.resolve((any Quest).self)!) }
    container.register(Horse.self) { resolver in Horse(quest: resolver.resolve((any Quest).self)!) }
    container.register((any Quest).self) { _ in CampaignQuest() }
    container.register(Squire.self) { _ in Squire() }.initCompleted { resolver, squire in
        squire.horse = resolver.resolve(Horse.self)
        squire.quest = resolver.resolve((any Quest).self)
    }
    container.register(SharedService.self) { _ in SharedService() }.inObjectScope(.container)
    container.register(PrototypeService.self) { _ in PrototypeService() }.inObjectScope(.transient)
    container.register(WeakService.self) { _ in WeakService() }.inObjectScope(.weak)
    return container
}

/// The names of the deep graph's levels in Swinject, made once.
let swinjectLevelNames = (0..<deepGraphLevels).map { "level\($0)" }

/// The 100-level graph in Swinject: one named registration per level.
func makeSwinjectDeepContainer() -> Container {
    let container = Container()
    for level in 0..<deepGraphLevels {
        let next = level + 1 < deepGraphLevels ? swinjectLevelNames[level + 1] : nil
        container.register(DeepNode.self, name: swinjectLevelNames[level]) { resolver in
            DeepNode(next: next.map { resolver.resolve(DeepNode.self, name: $0)! })
        }
    }
    return container
}
