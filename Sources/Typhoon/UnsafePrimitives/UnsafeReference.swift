// Safety statement
//
// Invariant: an `UnsafeReference` is only dereferenced while something else owns its object, and
//   every stored one names that owner in its doc comment: a record table owns its records (a
//   resolution's nodes and a candidate's learned record point at them); a factory's core owns
//   its assemblies and its registry's candidates (a candidate points at its assembly, the chosen
//   table at candidates); a thread's context slot owns its `ResolutionContext`. The assembly the
//   user activated owns the core instead: alone in its factory, whoever holds the core holds it
//   (`FactoryCore.RootLink`); with collaborators, the core and its candidates reach it weakly, and
//   only a caller that holds it (a factory handle) uses a candidate's unsafe reference to it
//   (`Candidate.isActivated`). An assembly's collaborator property refers to an assembly the core
//   owns through a `CollaboratorLink`, whose unsafe reference is used only while the link holds
//   the core, loaded from a weak reference; to the activated one, weakly.
//   A build's core (`BuildCore`) is unretained when the definition's assembly owns it: that
//   assembly lets its core go only in its deinit, and the definition method's caller holds the
//   assembly until the build is over; a core the assembly reaches weakly is retained with it.
//   A build's `Injection` borrows its instance: it is made and run inside the call that holds
//   the instance as its parameter (`constructed`, `adopt`), and so is the `InjectionTarget` made
//   from it.
//   A published singleton travels unretained from `RecordTable.lookUp` to the definition's
//   front, which retains it: its record keeps it while the record lives (`UnsafePublishedObject`),
//   and the table, which the caller's assembly owns, keeps the record.
//   One exception carries ownership: `retained()` adds a retain that exactly one
//   `takeRetained()` hands back, so that a retained object travels in a value with nothing to
//   release.
// Owner: none; the reference neither retains nor releases, except that hand-over.
// Platforms: no platform assumption (it is `Unmanaged`).
// Covered by: every resolution in the suite, LifetimeTests (collaborating assemblies that name each
//   other among them), StressTests and FactoryReleaseTests
//   (a factory, or an activated assembly, released while threads resolve through it), under
//   AddressSanitizer debug and release in `.ci/run`.

/// A reference that does not keep its object alive, for links whose target another object owns.
///
/// It saves the retain and release of a strong reference on paths taken by every build, and
/// breaks what would otherwise be a reference cycle.
///
/// - Warning: Unsafe: the owner named where it is stored must outlive every use.
@usableFromInline
struct UnsafeReference<Object: AnyObject>: @unchecked Sendable {
    @usableFromInline let unmanaged: Unmanaged<Object>

    /// Refers to `object` without retaining it.
    @inlinable
    init(_ object: Object) {
        unmanaged = .passUnretained(object)
    }

    /// Refers to the object at an address that a strong reference was turned into.
    @inlinable
    init(opaque address: UnsafeRawPointer) {
        unmanaged = .fromOpaque(address)
    }

    /// Refers to the object whose address is `bits` (never 0), as ``bits`` gave it.
    @inlinable
    init(bits: Int) {
        unmanaged = .fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
    }

    /// The object, retained for the caller.
    @inlinable
    var object: Object {
        unmanaged.takeUnretainedValue()
    }

    /// A reference to the same object that holds one more retain, for ``takeRetained()`` to hand
    /// over: so that a retained object can travel in a value with nothing to release.
    @inlinable
    func retained() -> Self {
        Self(unmanaged: unmanaged.retain())
    }

    /// The object, taking over the retain that ``retained()`` added.
    ///
    /// - Warning: Call once per ``retained()``: a second call releases a reference nobody holds.
    @inlinable
    func takeRetained() -> Object {
        unmanaged.takeRetainedValue()
    }

    @inlinable
    init(unmanaged: Unmanaged<Object>) {
        self.unmanaged = unmanaged
    }

    /// Runs `body` with the object borrowed: no retain and no release around the call.
    ///
    /// The error keeps its type (no existential box, no `Result` around the call): the standard
    /// library's borrow only rethrows `any Error`, and the only error it can rethrow here is one
    /// `body` threw, so the cast back to `E` cannot fail.
    @inlinable @inline(__always)
    func borrow<T, E: Error>(_ body: (Object) throws(E) -> T) throws(E) -> T {
        do {
            return try unmanaged._withUnsafeGuaranteedRef(body)
        } catch {
            throw error as! E
        }
    }

    /// The object's address as a word, to store in an atomic word.
    @inlinable
    var bits: Int {
        Int(bitPattern: unmanaged.toOpaque())
    }

    /// Whether this refers to `other`.
    @inlinable
    func refers(to other: AnyObject) -> Bool {
        unmanaged.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }
}
