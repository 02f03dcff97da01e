import Foundation

/// Factories for an app: global configurations and initial assemblies named by the app's bundle.
extension ComponentFactory {
    /// Activates assemblies together in a new factory for an app, with the global configurations
    /// its bundle names by convention.
    ///
    /// Use it where Typhoon (Objective-C) found global configurations by itself: every file
    /// listed under `TyphoonGlobalConfigFilenames` in the bundle's Info.plist, and
    /// `config_<bundle identifier>.plist` when the bundle has one. Configurations passed in
    /// `configs` win over both, and the file named after the identifier wins over the listed
    /// ones; within each list the first that holds a key wins. ``init(assemblies:configs:)``
    /// reads no bundle, so a factory made in a test does not depend on whichever app hosts it.
    ///
    /// - Parameters:
    ///   - assemblies: The assemblies, not yet activated.
    ///   - configs: Configurations every assembly can read, ahead of the bundle's.
    ///   - bundle: The bundle whose Info.plist and resources are read, usually `.main`.
    /// - Throws: ``TyphoonError/assemblyAlreadyActivated(assembly:)`` for an assembly activated
    ///   in another factory, ``TyphoonError/missingGlobalConfig(name:bundle:resources:)`` for a
    ///   listed file the bundle does not hold, ``TyphoonError/invalidInfoPlistValue(key:bundle:found:)``
    ///   when the key is not a list of names,
    ///   ``TyphoonError/missingAssemblyConfig(assembly:name:bundle:resources:)`` for a file of an
    ///   assembly's ``Assembly/configNames``, and what reading a file throws. Every file is read
    ///   before any assembly joins the factory, so after an error the assemblies passed in are as
    ///   they were and can be activated once the file is there.
    public convenience init(assemblies: [Assembly], configs: [Config] = [], bundle: Bundle) throws {
        let conventional = try GlobalConfigConvention.configs(in: bundle)
        self.init(core: FactoryCore(), owner: nil)
        try activate(assemblies, globalConfigs: configs + conventional)
    }

    /// Activates the assemblies an app's Info.plist names, with its global configurations, and
    /// makes that factory ``default``.
    ///
    /// Call it once at the start of `main.swift` (or in your app's `init`), as Typhoon
    /// (Objective-C) activated the `TyphoonInitialAssemblies` of the Info.plist at start-up. The
    /// key lists module-qualified class names (`MyApp.AppAssembly`) of top-level ``Assembly``
    /// subclasses. The global configurations are those of
    /// ``init(assemblies:configs:bundle:)``.
    ///
    /// - Parameters:
    ///   - bundle: The bundle whose Info.plist and resources are read; the main bundle unless
    ///     you say, so that a test can hand its own.
    ///   - configs: Configurations every assembly can read, ahead of the bundle's.
    /// - Returns: The factory, now ``default``.
    /// - Throws: ``TyphoonError/noInitialAssemblies(bundle:)`` when the Info.plist names none,
    ///   ``TyphoonError/unknownInitialAssembly(name:bundle:)`` and
    ///   ``TyphoonError/notAnAssembly(name:bundle:)`` for a name that is not an assembly class,
    ///   and what ``init(assemblies:configs:bundle:)`` throws.
    @discardableResult
    public static func bootstrap(bundle: Bundle = .main, configs: [Config] = []) throws -> ComponentFactory {
        let names = try InitialAssemblies.names(in: bundle)
        guard !names.isEmpty else { throw TyphoonError.noInitialAssemblies(bundle: bundle.bundlePath) }
        let assemblies = try InitialAssemblies.make(named: names, listedIn: bundle)
        return try madeDefault(ComponentFactory(assemblies: assemblies, configs: configs, bundle: bundle))
    }

    /// Activates the assemblies the app gives, with its bundle's global configurations, and
    /// makes that factory ``default``.
    ///
    /// Call it once at the start of `main.swift` (or in your app's `init`): it is the Swift form
    /// of Typhoon's `initialAssemblies` method on the app delegate. The global configurations are
    /// those of ``init(assemblies:configs:bundle:)``.
    ///
    /// - Parameters:
    ///   - assemblies: The initial assemblies, not yet activated.
    ///   - bundle: The bundle whose Info.plist and resources are read; the main bundle unless
    ///     you say.
    ///   - configs: Configurations every assembly can read, ahead of the bundle's.
    /// - Returns: The factory, now ``default``.
    /// - Throws: ``TyphoonError/initialAssembliesGivenTwice(bundle:listed:)`` when the bundle's
    ///   Info.plist names initial assemblies too, as Typhoon refused an app delegate's
    ///   assemblies beside the Info.plist's; and what ``init(assemblies:configs:bundle:)`` throws.
    @discardableResult
    public static func bootstrap(
        assemblies: [Assembly], bundle: Bundle = .main, configs: [Config] = []
    ) throws -> ComponentFactory {
        let listed = try InitialAssemblies.names(in: bundle)
        guard listed.isEmpty else {
            throw TyphoonError.initialAssembliesGivenTwice(bundle: bundle.bundlePath, listed: listed)
        }
        return try madeDefault(ComponentFactory(assemblies: assemblies, configs: configs, bundle: bundle))
    }

    private static func madeDefault(_ factory: ComponentFactory) -> ComponentFactory {
        factory.makeDefault()
        return factory
    }
}
