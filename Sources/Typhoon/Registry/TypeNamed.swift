import Foundation

/// Finds a type by the module-qualified name Swift gives it at run time (`MyApp.AppAssembly`,
/// `Foundation.NSString`): for the initial assemblies an Info.plist names, and for a class
/// named in configuration text.
///
/// The Swift runtime finds top-level types by such a name on every platform (`_typeByName`); on
/// Apple platforms the Objective-C runtime is asked too (`NSClassFromString`), which also knows
/// classes renamed with `@objc(Name)`. Nested types cannot be found by name.
enum TypeNamed {
    /// The type a module-qualified name stands for, if the program has one.
    static func type(named name: String) -> Any.Type? {
        if let type = _typeByName(name) { return type }
        #if canImport(ObjectiveC)
            return NSClassFromString(name)
        #else
            // swift-corelibs-foundation's NSClassFromString asks the same runtime, and logs a
            // line for a nested name; a library does not print.
            return nil
        #endif
    }
}
