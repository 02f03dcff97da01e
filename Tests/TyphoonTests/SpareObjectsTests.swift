import Synchronization
import Testing

@testable import Typhoon

/// A thread's spare definitions (``UnsafeSpareObjects``).
///
/// A thread keeps, per class, the definition its last build in place ran on, so that its next
/// build of that class reuses it instead of allocating one. Classes share a few slots: the class
/// offered last keeps its slot, so that a loop building one class reuses its spare whatever the
/// thread built before.
@Suite struct SpareObjectsTests {
    @Test func anObjectOfferedIsTakenBackByItsOwnClassOnly() {
        let spares = UnsafeSpareObjects()
        let (offered, _) = offeredToken(Int.self, to: spares)
        #expect(spares.take(as: Token<String>.self) == nil)
        #expect(spares.take(as: Token<Int>.self).map(ObjectIdentifier.init) == offered)
        #expect(spares.take(as: Token<Int>.self) == nil)
    }

    @Test func anObjectSomethingElseRefersToIsNotKept() {
        let spares = UnsafeSpareObjects()
        let held = Token<Int>(counter: ReleaseCounter())
        spares.offer(held)
        #expect(spares.take(as: Token<Int>.self) == nil)
        #expect(held.counter.count.load(ordering: .relaxed) == 0)
    }

    /// Of two classes offered one after the other, the second finds its spare.
    ///
    /// Seventeen classes in eight slots: some share one. Where the second displaced the first's
    /// spare, that one must be released.
    @Test func theClassOfferedLastTakesTheSlotAnotherClassHeldAndReleasesItsSpare() {
        var displacements = 0
        for first in tokenTypes {
            for second in tokenTypes where second.name != first.name {
                let spares = UnsafeSpareObjects()
                let (_, firstCounter) = first.offer(spares)
                let (secondOffered, _) = second.offer(spares)
                #expect(second.take(spares) == secondOffered, "\(second.name) after \(first.name)")
                guard first.take(spares) == nil else { continue }
                displacements += 1
                #expect(firstCounter.count.load(ordering: .relaxed) == 1, "\(first.name) displaced")
            }
        }
        #expect(displacements > 0, "no two of the classes share a slot: the test shows nothing")
    }
}

/// An object of a class of its own per type argument, which counts its release.
final class Token<Tag> {
    let counter: ReleaseCounter

    init(counter: ReleaseCounter) { self.counter = counter }

    deinit { counter.count.add(1, ordering: .relaxed) }
}

/// Outlives the token whose release it counts.
final class ReleaseCounter: Sendable {
    let count = Atomic<Int>(0)
}

/// Offers a new token of class `Token<Tag>`, which nothing else refers to.
///
/// - Returns: The token's identity, and what counts its release.
private func offeredToken<Tag>(
    _: Tag.Type, to spares: borrowing UnsafeSpareObjects
) -> (ObjectIdentifier, ReleaseCounter) {
    let counter = ReleaseCounter()
    let token = Token<Tag>(counter: counter)
    let identity = ObjectIdentifier(token)
    spares.offer(consume token)
    return (identity, counter)
}

/// A token class, erased, so that the test can go through many.
private struct TokenType: Sendable {
    let name: String
    let offer: @Sendable (borrowing UnsafeSpareObjects) -> (ObjectIdentifier, ReleaseCounter)
    let take: @Sendable (borrowing UnsafeSpareObjects) -> ObjectIdentifier?

    init<Tag>(_: Tag.Type) {
        name = "\(Tag.self)"
        offer = { offeredToken(Tag.self, to: $0) }
        take = { $0.take(as: Token<Tag>.self).map(ObjectIdentifier.init) }
    }
}

/// More token classes than the thread has slots.
private let tokenTypes = [
    TokenType(Int.self), TokenType(Int8.self), TokenType(Int16.self), TokenType(Int32.self),
    TokenType(Int64.self), TokenType(UInt.self), TokenType(UInt8.self), TokenType(UInt16.self),
    TokenType(UInt32.self), TokenType(UInt64.self), TokenType(Float.self), TokenType(Double.self),
    TokenType(String.self), TokenType(Bool.self), TokenType(Character.self), TokenType(Substring.self),
    TokenType([Int].self),
]
