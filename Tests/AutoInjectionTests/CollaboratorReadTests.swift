import Testing
import TyphoonAutoInjection

// Reading an assembly's collaborator property (Docs/Behaviour.md, Auto-injection): the
// link gives the factory's instance of the collaborator (a subclass passed in its place
// included), cast as an object, and a value set by hand wins over it.

final class CartographyServiceAssembly: ServiceAssembly, @unchecked Sendable {}

@Suite struct CollaboratorReadTests {
    @Test func aCollaboratorPropertyReadsTheFactorysInstanceOfTheCollaborator() {
        let atlas = AtlasAssembly().activate(with: [ServiceAssembly()])
        #expect(atlas.services === atlas.factory.assembly(ServiceAssembly.self))
    }

    @Test func aCollaboratorPropertyReadFromSeveralThreadsAtOnceGivesTheSameInstance() async {
        let atlas = AtlasAssembly().activate(with: [ServiceAssembly()])
        let expected = ObjectIdentifier(atlas.factory.assembly(ServiceAssembly.self))
        let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(atlas.services) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(seen == [expected])
    }

    @Test func aSubclassPassedInPlaceOfTheCollaboratorIsWhatThePropertyReads() {
        let subclass = CartographyServiceAssembly()
        let atlas = AtlasAssembly().activate(with: [subclass])
        #expect(atlas.services === subclass)
    }

    @Test func aCollaboratorSetByHandWinsOverTheLink() {
        let atlas = AtlasAssembly().activate(with: [ServiceAssembly()])
        let byHand = ServiceAssembly()
        atlas.services = byHand
        #expect(atlas.services === byHand)
    }
}
