/// Releasing a factory's shared instances and building them again: Typhoon's `unload`, `load`
/// and `isLoaded`.
extension ComponentFactory {
    /// Whether the factory is loaded: activated, and not unloaded since, or loaded again by a
    /// call after ``unload()``.
    ///
    /// Use it to tell whether a factory's eager singletons exist; a factory is loaded as soon as
    /// it is activated.
    public var isLoaded: Bool {
        core.isLoaded
    }

    /// Releases every shared instance (singletons, lazy and weak singletons); the next call of a
    /// definition, or look-up by type, loads the factory again.
    ///
    /// Use it where Typhoon's `unload` was used: to let a long-lived app give back what its
    /// singletons hold (after a log-out, say), or to build them again once a post-processor is
    /// attached. Loading again builds the eager singletons again, and every instance built goes
    /// through the instance post-processors attached by then. Patches stay installed, and what
    /// definition post-processors made of each definition stays. A component that someone holds
    /// lives on, but the factory hands out a new one.
    ///
    /// - Throws: ``TyphoonError/unloadDuringResolution(resolving:)`` while a definition call is in
    ///   progress on the calling thread (from an initializer, a configuration or a call-back), or
    ///   while another thread builds one of the factory's shared instances; then nothing is
    ///   released. Calling it on an unloaded factory does nothing.
    public func unload() throws {
        try core.unload()
    }

    /// Loads a factory that was unloaded: builds its eager singletons again.
    ///
    /// Use it to build them at a time you choose rather than at the next call; a factory that is
    /// loaded is left as it is.
    public func load() {
        core.load()
    }
}
