/// The storage behind an auto-injected property (`@InjectedClass`, `@InjectedProtocol`): the
/// type it needs and the value once filled.
///
/// It is a reference, so the container can fill the property of an instance it only sees through
/// its layout. Shared between the modules with `package`, not `public`. An object with wrappers
/// may be shared by threads (a singleton, a test case filled by `inject(_:)`), so reads and
/// writes are safe from any thread: they take a ``PlatformLock`` held only while the value is copied
/// in or out. A replaced value is released at once, after the lock is given back, because its
/// `deinit` may read this very property.
///
/// Its storage is not generic on purpose: a generic class's fields would make every allocation,
/// read and release look up the runtime's generic metadata. Only ``accepts(_:)`` knows the type.
@usableFromInline
package class InjectionSlot: @unchecked Sendable {
    /// The type the property needs.
    package let requiredType: Any.Type
    /// Guarded by ``lock``.
    private var stored: Any?
    /// Whether ``stored`` holds a value, kept beside it so that ``isEmpty`` reads a `Bool` rather
    /// than copying the `Any?` out to compare it with `nil`.
    ///
    /// Guarded by ``lock``.
    private var holdsValue = false
    /// The collaborating assembly that an assembly's property of an assembly type refers to,
    /// without owning it (see ``CollaboratorLink``); a value stored by hand wins over it.
    ///
    /// Guarded by ``lock``.
    private var collaborator: CollaboratorLink?
    private let lock = PlatformLock()
    /// Where the wrapper was made, for the message of a read before it was filled where no
    /// enclosing class names the property (a wrapper inside a struct): the declaring type, as
    /// Swift's `#function` gives it in a property's initial value, and the file and line.
    package let declaringType: StaticString
    package let fileID: StaticString
    package let line: UInt

    @usableFromInline
    init(requiredType: Any.Type, declaringType: StaticString, fileID: StaticString, line: UInt) {
        self.requiredType = requiredType
        self.declaringType = declaringType
        self.fileID = fileID
        self.line = line
    }

    /// Whether a value is of the required type.
    package func accepts(_ value: Any) -> Bool {
        false
    }

    /// The value, or `nil` while the property was never filled.
    ///
    /// A collaborator property's value is its linked assembly; reading it once that assembly's
    /// factory is released stops with the factory-released message.
    @usableFromInline
    package var value: Any? {
        get {
            let (value, collaborator) = lock.withLock { (stored, self.collaborator) }
            // Resolved unlocked: the link may stop, or retain and release the factory's core.
            return value ?? collaborator?.assembly
        }
        set { store(newValue) }
    }

    /// The linked collaborator assembly, for a read whose type is a class; `nil` when a value was
    /// stored by hand (which wins over the link) or the slot is no collaborator's.
    ///
    /// Unlike ``value``, it gives the assembly as an object, which the reader casts to its class
    /// with a comparison of classes, not wrapped in an `Any` that only the runtime's general cast
    /// opens: that cast is the runtime's largest function, and an assembly that calls a
    /// collaborator's definition for each of a server's requests would meet it cold.
    @usableFromInline
    package var collaboratorAssembly: Assembly? {
        let link = lock.withLock { self.holdsValue ? nil : self.collaborator }
        // Resolved unlocked, as in `value`.
        return link?.assembly
    }

    /// Fills an assembly's collaborator property at activation with a link that does not own the
    /// collaborator.
    func refer(to link: CollaboratorLink) {
        lock.withLock { collaborator = link }
    }

    /// Stores a value (`nil` empties the property), moving it rather than copying it: a copy of
    /// an `Any` costs more than the rest of a write.
    package func store(_ newValue: consuming Any?) {
        // The parameter itself is swapped (no local copy), and takes the old value away to be
        // released after the lock is given back.
        let holds = newValue != nil
        lock.lock()
        swap(&stored, &newValue)
        holdsValue = holds
        lock.unlock()
    }

    /// Whether the property was never filled (or was set to `nil`), nor linked to a collaborator.
    package var isEmpty: Bool {
        lock.withLock { !holdsValue && collaborator == nil }
    }
}

/// A property wrapper that carries an ``InjectionSlot``.
package protocol InjectionSlotCarrier {
    /// The wrapper's slot.
    var injectionSlot: InjectionSlot { get }
}
