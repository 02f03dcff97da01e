// Safety statement
//
// Invariant: elements 0..<count are initialized and the rest are not; an element is reached only
//   by an index below `count`.
// Owner: one thread's ResolutionContext. The stack is `~Copyable`, so the compiler keeps it from
//   being copied out of its owner (a copy would share the buffer), and its deinit frees the
//   memory when the owner goes.
// Platforms: no platform assumption (element strides come from `MemoryLayout`).
// Covered by: every resolution in the suite, under AddressSanitizer debug and release.

/// A stack in memory that one thread's ``ResolutionContext`` owns.
///
/// An `Array` checks on every append that its buffer is not shared (copy-on-write); this stack
/// is never shared, so the hot path of a build skips that check and the retain that comes with it.
///
/// - Complexity: Push and pop are O(1) amortized.
struct ContextStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements are on the stack.
    private(set) var count = 0

    init(capacity: Int = 16) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Pushes an element and returns its index.
    @discardableResult
    mutating func push(_ element: Element) -> Int {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
        return count - 1
    }

    /// Removes and returns the top element; the stack must not be empty.
    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast() of an empty ContextStack")
        count -= 1
        return (base + count).move()
    }

    /// The element at `index`, read and written in place (no copy of the element around a write).
    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(base + index) }
        nonmutating unsafeMutableAddress { base + index }
    }

    /// The index of the topmost element at or above `floor` that matches, looking at each in place
    /// (no copy, so no reference counting).
    func lastIndex(above floor: Int, where matches: (UnsafePointer<Element>) -> Bool) -> Int? {
        var index = count
        while index > floor {
            index -= 1
            if matches(base + index) { return index }
        }
        return nil
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
