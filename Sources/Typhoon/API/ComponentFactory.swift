/// The container: activated assemblies, looked up by type or by assembly.
///
/// Make one from several assemblies that collaborate, or get the one an assembly was activated
/// in from ``Assembly/factory``:
///
/// ```swift
/// let factory = ComponentFactory(assemblies: [NetworkComponents(), UIComponents()])
/// let auth = factory.assembly(UIComponents.self).authViewController()
/// let quest = try factory.component((any Quest).self)
/// ```
///
/// A factory you make owns its assemblies and their singletons; drop it and they are freed.
/// It is `Sendable` and every method is safe to call from many threads at once.
public final class ComponentFactory: @unchecked Sendable {
    @usableFromInline let core: FactoryCore
    /// The assembly the user activated, kept alive by whoever holds this factory.
    private let owner: Assembly?

    private static let defaultFactory = Protected<ComponentFactory?>(nil)

    init(core: FactoryCore, owner: Assembly?) {
        self.core = core
        self.owner = owner
    }

    deinit {
        // A factory the user made owns its assemblies: it is the only handle of its core (see
        // `FactoryCore.handle`), so its end is the factory's release. An assembly's factory is
        // released with that assembly instead.
        if owner == nil { core.release() }
    }

    /// Activates assemblies together in a new factory, with configurations for all of them.
    ///
    /// Use it when an app is made of several assemblies; each can then inject the others'
    /// components by type, and their `@InjectedClass` collaborator properties are filled with
    /// these instances (a subclass passed here replaces its superclass everywhere).
    ///
    /// - Parameters:
    ///   - assemblies: The assemblies, not yet activated: one already activated in another
    ///     factory stops here, with a message that names it, since an assembly belongs to one
    ///     factory.
    ///   - configs: Configurations every assembly can read with ``Assembly/config(_:)``; an
    ///     assembly's own attached configuration wins over these.
    public convenience init(assemblies: [Assembly], configs: [Config] = []) {
        self.init(assemblies: assemblies, configs: configs, eagerly: true)
    }

    /// A factory whose eager singletons are built only when ``buildEagerSingletons()`` is
    /// called, so that a test can patch them first (`TyphoonTesting`).
    package convenience init(deferringEagerSingletonsOf assemblies: [Assembly], configs: [Config]) {
        self.init(assemblies: assemblies, configs: configs, eagerly: false)
    }

    private convenience init(assemblies: [Assembly], configs: [Config], eagerly: Bool) {
        self.init(core: FactoryCore(), owner: nil)
        do {
            try activate(assemblies, globalConfigs: configs, eagerly: eagerly)
        } catch {
            stop(error)
        }
    }

    /// Activates the assemblies of a factory just made, which reads `globalConfigs` in order.
    func activate(_ assemblies: [Assembly], globalConfigs: [Config], eagerly: Bool = true) throws(TyphoonError) {
        core.adopt(self)
        core.globalConfigs = globalConfigs
        try core.activate(root: nil, others: assemblies, eagerly: eagerly)
    }

    /// Builds the components listed `eager: true` of a factory made with
    /// ``init(deferringEagerSingletonsOf:configs:)``.
    package func buildEagerSingletons() {
        core.buildEagerSingletons()
    }

    /// The activated assembly of a type, to call its definitions.
    ///
    /// Use it to reach one assembly of a factory made from several. A subclass given in
    /// `assemblies` is found by its superclass too. Asking for a type the factory does not hold
    /// stops with a message that lists the ones it holds.
    ///
    /// - Parameter type: The assembly type.
    /// - Returns: The activated assembly; it works while this factory lives.
    public func assembly<A: Assembly>(_ type: A.Type) -> A {
        do {
            return try heldAssembly(type)
        } catch {
            stop(error)
        }
    }

    /// ``assembly(_:)`` for callers that can throw (`TyphoonTesting`'s patches).
    package func heldAssembly<A: Assembly>(_ type: A.Type) throws(TyphoonError) -> A {
        guard let assembly = core.assembly(type) else {
            throw .assemblyNotInFactory(
                type: typeName(type), available: core.assemblies.map { typeName(Swift.type(of: $0)) })
        }
        return assembly
    }

    /// The one component that matches a type: its declared type, a superclass of it, or a type
    /// in its listing's `implements:`.
    ///
    /// Use it where code knows what it needs but not which definition provides it. A component
    /// listed `primary: true` wins a tie; the factory and the assemblies match their own types.
    ///
    /// - Parameter type: The type wanted, e.g. `(any Quest).self`.
    /// - Returns: The built (or shared) component.
    /// - Throws: ``TyphoonError/noComponent(type:requiredBy:)`` or
    ///   ``TyphoonError/ambiguousComponent(type:requiredBy:candidates:)``, naming every candidate,
    ///   for the type asked for or for a property of a component built for it (then none of the
    ///   shared instances built meanwhile is kept).
    @inlinable
    public func component<T>(_ type: T.Type) throws -> T {
        // A published singleton is read here, specialized for T, without calling its method.
        let candidate = core.chosenCandidate(ObjectIdentifier(T.self))
        if let record = candidate?.borrow({ $0.record(returning: ObjectIdentifier(T.self)) }),
            let shared = record.borrow({ $0.publishedObject() })
        {
            return kept(shared.object, as: record)
        }
        // In a test TyphoonTesting manages, on a thread of its own, so that a mistake fails the test.
        if let isolated = try isolatedComponent(type) { return isolated }
        // Otherwise it is built in a resolution that throws what it cannot fill.
        var built: T?
        try core.throwingResolution { () throws(TyphoonError) in
            // One component declared as exactly T is called without a box or a cast.
            if let candidate, let value = candidate.borrow({ $0.callIfDeclared(as: T.self, activatedIsHeld: true) }) {
                built = value
            } else {
                built = try core.component(ofType: type, requiredBy: nil)
            }
        }
        return built!
    }

    /// ``component(_:)-5or9a`` on a thread of its own, in a test that TyphoonTesting manages
    /// (``IsolatedRun``), so that a mistake fails the test instead of ending the run.
    ///
    /// - Returns: The component, or `nil` where calls are not isolated (outside such a test, on
    ///   the main actor, or on an isolated call's thread already).
    @usableFromInline
    func isolatedComponent<T>(_ type: T.Type) throws -> T? {
        guard let test = IsolatedRun.isolatingTest else { return nil }
        let box = ResultBox<Result<T, any Error>>()
        try IsolatedRun.run(in: test) { box.value = Result { try self.component(type) } }
        return try box.value!.get()
    }

    /// The one component that matches a type, built on the main actor when its definition is
    /// isolated to it.
    ///
    /// Use it from asynchronous code that may run off the main actor (a detached task, a
    /// server's handler) to get a `@MainActor` component, such as a view model: the look-up hops
    /// to the main actor, and everything else is the same as ``component(_:)-5or9a``. In an
    /// `async` function Swift picks this form even for `try factory.component(X.self)`, so write
    /// `try await`; for a component not isolated to the main actor it builds on the calling task,
    /// as the synchronous form does. A component whose definition is async
    /// (``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``)
    /// is awaited; only this form reaches it.
    ///
    /// - Parameter type: The type wanted.
    /// - Returns: The built (or shared) component.
    /// - Throws: What ``component(_:)-5or9a`` throws.
    /// - Warning: The component is handed back to the caller's task; a main-actor class is
    ///   `Sendable`, anything else it builds is the caller's to keep on one task.
    public func component<T>(_ type: T.Type) async throws -> T {
        if let built = try await asyncListedComponent(type) { return built }
        guard core.mustHopToMainActor(for: T.self) else {
            // Named as a look-up by type when an async build of a wiring graph makes it.
            return try await AsyncWiring.referringByType { try componentHere(type) }
        }
        let result = ResultBox<T>()
        try await MainActor.run { result.value = try self.componentHere(T.self) }
        return result.value!
    }

    /// ``component(_:)-5or9a`` from asynchronous code, on the calling thread.
    private func componentHere<T>(_ type: T.Type) throws -> T {
        try component(type)
    }

    /// Every component that matches a type, in listing order.
    ///
    /// Use it for plug-ins: every listed `any Handler`, say.
    ///
    /// - Parameter type: The type wanted.
    /// - Returns: The built components; empty when none matches.
    public func allComponents<T>(ofType type: T.Type) -> [T] {
        core.candidates(for: type).compactMap { core.callOrStop($0) as? T }
    }

    /// Makes this factory ``default``, for code that cannot have it injected.
    public func makeDefault() {
        Self.defaultFactory.withLock { $0 = self }
    }

    /// The factory last made default with ``makeDefault()``, if any; in a test run with the
    /// module `TyphoonTesting`, the factory that test activated.
    ///
    /// It is the only state Typhoon shares between factories; tests that set it should not run
    /// in parallel with each other. A test that activates its assemblies with `TyphoonTesting`
    /// (the Swift Testing trait `.activating(…)`, the XCTest base class `TyphoonTestCase`) sees
    /// its own factory here instead, on its task and the tasks it starts, so code that reads
    /// `ComponentFactory.default` can be tested in parallel.
    public static var `default`: ComponentFactory? {
        if let test = ActiveTest.current { return test.factory }
        return defaultFactory.withLock { $0 }
    }
}
