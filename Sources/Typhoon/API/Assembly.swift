import Foundation

/// A group of definitions: each method that calls ``define(scope:arguments:initializer:configuration:isolation:function:fileID:line:column:)``
/// is a definition and, once the assembly is activated, the accessor that returns its
/// built component.
///
/// Subclass it and write one method per component; list the ones to find by type in
/// ``components``; then activate it, or hand it to a ``ComponentFactory``:
///
/// ```swift
/// class KnightAssembly: Assembly, @unchecked Sendable {
///     func knight() -> Knight { define { Knight(quest: self.quest()) } }
///     func quest() -> any Quest { define { CampaignQuest() } }
///     override var components: [Component] { [Component(Self.knight), Component(Self.quest)] }
/// }
/// let knight = KnightAssembly().activate().knight()
/// ```
///
/// An assembly is `Sendable`: after activation its methods may be called from any thread. It is
/// `@unchecked Sendable`, and Swift asks each subclass to say so again, so declare yours with
/// `, @unchecked Sendable` as above, or it compiles with a warning.
open class Assembly: CustomStringConvertible, @unchecked Sendable {
    /// The definitions this assembly has run, found by call site without a lock.
    @usableFromInline let records = RecordTable()
    /// The core, owned when the user activated this assembly and referred to otherwise (the core owns
    /// it then).
    ///
    /// Written before the table turns active, read only after. The reference to a core that owns
    /// this assembly is weak, not unowned: a thread may still call this assembly (its caller holds
    /// it) while another releases the factory, and then reads `nil` instead of freed memory.
    private var ownedCore: FactoryCore?
    private weak var referredCore: FactoryCore?
    /// Configurations attached to this assembly only.
    ///
    /// Guarded by the table's lock.
    var attachedConfigs: [Config] = []
    /// The configurations of ``configNames``, read at activation.
    ///
    /// Guarded by the table's lock.
    var declaredConfigs: [Config] = []

    /// Makes an assembly that is not activated yet.
    public required init() {}

    deinit {
        // The assembly the user activated owns its factory: its end releases the collaborators.
        ownedCore?.release()
    }

    /// The definitions that can be found by type, and the eager singletons.
    ///
    /// Override it to list zero-argument definition methods as unbound references
    /// (`Component(Self.knight)`), so that the container holds no reference to the assembly.
    /// The default lists nothing; an unlisted definition is still reachable by calling it.
    open var components: [Component] { [] }

    /// The configuration files that belong to this assembly, read from ``configBundle`` when it
    /// is activated.
    ///
    /// Override it to ship an assembly with its own settings, as Typhoon's `[TyphoonDefinition
    /// withConfigName:]` did: `override var configNames: [String] { ["Knights.properties"] }`.
    /// Only this assembly's definitions read them, as they read a configuration attached with
    /// ``attach(_:)``; one attached by hand wins over these, and these win over the factory's
    /// global configurations. A name the bundle does not hold stops ``activate(with:)`` (and
    /// makes the entry points that throw, such as
    /// ``ComponentFactory/bootstrap(assemblies:bundle:configs:)``, throw) with a message naming
    /// the assembly, the name and the bundle. The default lists none.
    open var configNames: [String] { [] }

    /// The bundle whose resources hold ``configNames``.
    ///
    /// The default is the bundle the assembly's class comes from (`Bundle(for:)`): the app's or
    /// the framework's bundle on Apple platforms; on Linux, the folder of the executable or shared
    /// library that holds the class. A Swift package keeps a target's resources in a bundle of its
    /// own that only the target can name, so an assembly whose files are package resources
    /// returns it: `override var configBundle: Bundle { .module }`.
    open var configBundle: Bundle { Bundle(for: type(of: self)) }

    /// Activates this assembly, and its collaborators, in a new factory.
    ///
    /// Use it at the start of an app or of a test; after it, the definition methods return built
    /// components. The assembly owns the factory: keep the assembly (or its ``factory``) for as
    /// long as you use them. Activating an assembly that is already active does nothing; calls
    /// from several threads at once activate it once, and each returns once it is whole.
    ///
    /// - Parameter collaborators: Assemblies to activate alongside, not yet activated, e.g. a
    ///   subclass of a collaborating assembly that overrides a few definitions for a test.
    /// - Returns: This assembly, now activated.
    @discardableResult
    public func activate(with collaborators: [Assembly] = []) -> Self {
        activate(with: collaborators, configs: [])
    }

    /// The assembly and its definitions, one a line: those that have run and the listed
    /// components that have not, or, before it is activated, its listed components.
    ///
    /// Use it to print what an assembly defines, as Typhoon's factory `description` did. A
    /// subclass may override it; ``ComponentFactory/description`` lists the definitions whatever
    /// it says.
    open var description: String { definitionsDescription }

    /// Activates this assembly, and its collaborators, in a new factory whose global
    /// configurations every one of them reads.
    ///
    /// Use it when the collaborating assemblies share settings, as a factory made with
    /// ``ComponentFactory/init(assemblies:configs:)`` does; each assembly's own configurations
    /// win over these. Activating an assembly that is already active does nothing; calls from
    /// several threads at once activate it once, and each returns once it is whole.
    ///
    /// - Parameters:
    ///   - collaborators: Assemblies to activate alongside, not yet activated.
    ///   - configs: Configurations every assembly of the factory can read with ``config(_:)``;
    ///     where two hold a key, the first one wins.
    /// - Returns: This assembly, now activated.
    @discardableResult
    public func activate(with collaborators: [Assembly] = [], configs: [Config]) -> Self {
        // Only once a whole activation has ended: a call that finds the assembly active while
        // another thread still activates it waits for that activation below.
        if records.isActivatedAndWhole { return self }
        let core = FactoryCore()
        core.globalConfigs = configs
        do {
            // Another thread activating this assembly at the same moment: the call waits for it
            // and returns this assembly activated by it.
            try core.activate(root: self, others: collaborators)
        } catch {
            stop(error)
        }
        return self
    }

    /// The factory this assembly is activated in.
    ///
    /// Use it to look components up by type, to patch definitions in a test, or to hand the
    /// container to code that builds on demand. Asking an assembly that is not activated stops
    /// with a message that says how to activate it.
    public var factory: ComponentFactory {
        core(calling: "factory").handle
    }

    /// Joins a factory's core; called once, before the assembly turns active.
    func join(_ core: FactoryCore, owning: Bool) {
        if owning { ownedCore = core } else { referredCore = core }
    }

    /// The core while the assembly belongs to a factory that has not been released, else `nil`;
    /// for steps that have nothing to stop for (a definition post-processor's turn).
    var liveCore: FactoryCore? {
        ownedCore ?? referredCore
    }

    /// The core, or a stop that says why there is none.
    ///
    /// - Parameters:
    ///   - definition: What was called, for the message.
    ///   - site: Where the definition called is, for the stop to point at; `nil` for what is not
    ///     a definition (``factory``), which points at the definition running, if any.
    /// - Returns: The core the assembly is active in.
    @usableFromInline
    func core(calling definition: String, at site: DefinitionSite? = nil) -> FactoryCore {
        if let core = activeCore { return core }
        let state = records.state
        let error: TyphoonError =
            state == .inactive
            ? .notActivated(assembly: assemblyName, definition: "\(assemblyName).\(definition)")
            : .factoryReleased(assembly: assemblyName, definition: "\(assemblyName).\(definition)")
        guard let site else { stop(error) }
        stop(error, at: site)
    }

    /// ``core(calling:at:)`` for a build of `record`, which reads the definition's name only to
    /// stop, held as ``BuildCore`` says: unretained when this assembly owns it.
    ///
    /// So the common case copies no string and retains nothing. Not inlined: inlined into the
    /// engine's path, it cost every definition call about 27 instructions of spilled registers.
    @inline(never)
    func core(building record: DefinitionRecord) -> BuildCore {
        if records.servesCalls {
            // Read once: a core this assembly owns is never let go while it lives (`BuildCore`).
            if let owned = ownedCore { return BuildCore(owned: UnsafeReference(owned)) }
            if let referred = referredCore { return BuildCore(referred: referred) }
        }
        return BuildCore(referred: core(calling: record.method, at: record.site))
    }

    /// The core of an active (or unloaded) assembly whose factory has not been released.
    @inline(__always)
    private var activeCore: FactoryCore? {
        // An active assembly whose core is gone is one whose factory is being released.
        guard records.servesCalls else { return nil }
        return ownedCore ?? referredCore
    }

    /// Stops because a definition was called on an assembly that is not active, pointing at it;
    /// one argument, so that the calls on every definition call's path stay small.
    @usableFromInline
    func stopInactive(_ record: DefinitionRecord) -> Never {
        stopInactive(record.method, at: record.site)
    }

    /// Stops because a definition was called on an assembly that is not active, pointing at the
    /// definition.
    @usableFromInline
    func stopInactive(_ definition: String, at site: DefinitionSite) -> Never {
        _ = core(calling: definition, at: site)
        fatalError("unreachable: \(assemblyName) is active")
    }

    /// The assembly's type name, for messages.
    @usableFromInline
    var assemblyName: String {
        typeName(type(of: self))
    }

    /// Whether this assembly is an instance of `type` or of one of its subclasses.
    func isKind(of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: self)
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
