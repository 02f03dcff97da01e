import Foundation
import Testing

@testable import Typhoon

/// How a thread tells the kind of each run-time argument type (``ArgumentKinds``).
///
/// A key keeps an integer, a string or an object as itself, told by its type at once; any other
/// argument by its type's kind (a hashable value opened as its type, or one its value tells). The
/// kind takes dynamic casts of the type to tell, so each thread remembers the last eight types it
/// learned; what it forgets it learns again, and keys compare the same either way.
@Suite struct ArgumentKindsTests {
    @Test func aTypeLearnedIsFoundWithItsKind() {
        var kinds = ArgumentKinds()
        kinds.remember(.byValue, of: ObjectIdentifier(Int8.self))
        kinds.remember(.hashable(GridPoint.self), of: ObjectIdentifier(GridPoint.self))
        #expect(isByValue(kinds.kind(of: ObjectIdentifier(Int8.self))))
        #expect(opensAs(kinds.kind(of: ObjectIdentifier(GridPoint.self))) == ObjectIdentifier(GridPoint.self))
        #expect(kinds.kind(of: ObjectIdentifier(GridOffset.self)) == nil)
    }

    @Test func theTypeLearnedPastCapacityTakesTheOldestOnesPlace() {
        var kinds = ArgumentKinds()
        let types = markerTypes.map(ObjectIdentifier.init)
        for type in types.prefix(ArgumentKinds.capacity + 1) { kinds.remember(.byValue, of: type) }
        #expect(kinds.kind(of: types[0]) == nil)
        for type in types[1...ArgumentKinds.capacity] { #expect(kinds.kind(of: type) != nil) }
    }

    /// Twelve argument types in turn, more than a thread remembers: each is learned again when its
    /// turn comes, and equal arguments still find their instance while unequal ones do not.
    @Test func argumentsOfMoreTypesThanAThreadRemembersStillTellInstancesApart() {
        let assembly = ScopeAssembly().activate()
        let first = markers.map { assembly.service(keyedBy: $0) }
        #expect(Set(first.map(ObjectIdentifier.init)).count == markers.count)
        for _ in 0..<3 {
            for (marker, service) in zip(markers, first) { #expect(assembly.service(keyedBy: marker) === service) }
        }
    }

    /// An optional `Any` is hashable only while it holds a hashable value: its type's kind leaves
    /// the part to each value, so a metatype after an integer is still a metatype.
    @Test func anOptionalAnyIsKeptByTheValueItHoldsAtEachCall() {
        let assembly = ScopeAssembly().activate()
        let three = assembly.service(keyedBy: (3 as Any?) as Any)
        let type = assembly.service(keyedBy: (Int.self as Any?) as Any)
        #expect(three !== type)
        #expect(assembly.service(keyedBy: (3 as Any?) as Any) === three)
        #expect(assembly.service(keyedBy: (Int.self as Any?) as Any) === type)
        #expect(assembly.service(keyedBy: (String.self as Any?) as Any) !== type)
    }

    /// Each thread learns the kinds on its own; their keys agree, so a shared instance per argument
    /// is the same whichever thread asked first.
    @Test func threadsThatLearnTheKindsOnTheirOwnAgreeOnEveryKey() async {
        let assembly = ScopeAssembly().activate()
        let threads = 4
        let seen = await withTaskGroup(of: [ObjectIdentifier].self) { group in
            for _ in 0..<threads {
                group.addTask {
                    await runOnThread {
                        (0..<3).flatMap { _ in markers.map { ObjectIdentifier(assembly.service(keyedBy: $0)) } }
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let expected = markers.map { ObjectIdentifier(assembly.service(keyedBy: $0)) }
        for identifiers in seen {
            #expect(identifiers == Array(repeating: expected, count: 3).flatMap { $0 })
        }
    }
}

/// A hashable struct per tag type, so that the tests have as many argument types as they need.
private struct Marker<Tag>: Hashable {
    let value: Int
}

private let markerTypes: [Any.Type] = [
    Marker<Int>.self, Marker<String>.self, Marker<Double>.self, Marker<Float>.self, Marker<Bool>.self,
    Marker<UInt8>.self, Marker<Int8>.self, Marker<Int16>.self, Marker<Int32>.self, Marker<UInt16>.self,
    Marker<UInt32>.self, Marker<Character>.self,
]

private let markers: [any Hashable & Sendable] = [
    Marker<Int>(value: 1), Marker<String>(value: 1), Marker<Double>(value: 1), Marker<Float>(value: 1),
    Marker<Bool>(value: 1), Marker<UInt8>(value: 1), Marker<Int8>(value: 1), Marker<Int16>(value: 1),
    Marker<Int32>(value: 1), Marker<UInt16>(value: 1), Marker<UInt32>(value: 1), Marker<Character>(value: 1),
]

extension Marker: Sendable {}

private func isByValue(_ kind: ArgumentsKey.Kind?) -> Bool {
    if case .byValue? = kind { return true }
    return false
}

private func opensAs(_ kind: ArgumentsKey.Kind?) -> ObjectIdentifier? {
    if case .hashable(let type)? = kind { return ObjectIdentifier(type) }
    return nil
}

/// Runs `body` on a thread of its own (not the cooperative pool's, whose threads a test may share).
private func runOnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.start()
    }
}
