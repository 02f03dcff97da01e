import Foundation

/// The assemblies an app's Info.plist names under `TyphoonInitialAssemblies`, as Typhoon
/// (Objective-C) activated them at start-up.
///
/// A name is module-qualified (`MyApp.AppAssembly`), the way Swift names a class at run time.
/// The Swift runtime finds top-level classes by such a name on every platform (`_typeByName`);
/// on Apple platforms the Objective-C runtime is asked too (`NSClassFromString`), which also
/// knows classes renamed with `@objc(Name)`. Nested classes cannot be found by name.
enum InitialAssemblies {
    /// The Info.plist key that lists the initial assemblies.
    static let key = "TyphoonInitialAssemblies"

    /// The names the bundle's Info.plist lists; empty when it has no such key.
    static func names(in bundle: Bundle) throws(TyphoonError) -> [String] {
        try InfoPlist(bundle: bundle).strings(forKey: key)
    }

    /// A new, inactive assembly of each named class, in the listed order.
    ///
    /// - Throws: ``TyphoonError/unknownInitialAssembly(name:bundle:)`` for a name no class has,
    ///   ``TyphoonError/notAnAssembly(name:bundle:)`` for a type that is not an ``Assembly``.
    static func make(named names: [String], listedIn bundle: Bundle) throws(TyphoonError) -> [Assembly] {
        var assemblies: [Assembly] = []
        for name in names {
            guard let type = TypeNamed.type(named: name) else {
                throw .unknownInitialAssembly(name: name, bundle: bundle.bundlePath)
            }
            guard let assemblyType = type as? Assembly.Type else {
                throw .notAnAssembly(name: name, bundle: bundle.bundlePath)
            }
            assemblies.append(assemblyType.init())
        }
        return assemblies
    }

}
