import Foundation

/// Bundle resources injected into definitions.
extension Assembly {
    /// A bundle resource as the type the definition needs: its text (`String`), bytes (`Data`) or
    /// location (`URL`).
    ///
    /// Use it in a definition's initializer or configuration, as ``config(_:)`` is used for a
    /// setting: `define { Greeter(template: resource("greeting.txt", in: .module)) }`. A missing
    /// or unreadable resource stops the program with a message naming it and the bundle; use
    /// ``resourceValue(_:in:as:)`` where the problem must be thrown instead.
    ///
    /// - Parameters:
    ///   - name: The file's name, with its extension if it has one (see ``BundleResource``).
    ///   - bundle: The bundle whose resources hold it; the main bundle unless you say.
    /// - Returns: The resource as `V`.
    public func resource<V: BundleResourceContent>(_ name: String, in bundle: Bundle = .main) -> V {
        do {
            return try resourceValue(name, in: bundle)
        } catch {
            stop(error)
        }
    }

    /// ``resource(_:in:)`` for a throwing definition or code that handles the problem itself.
    ///
    /// - Parameters:
    ///   - name: The file's name, with its extension if it has one.
    ///   - bundle: The bundle whose resources hold it; the main bundle unless you say.
    ///   - type: The type wanted; leave it out where Swift infers it.
    /// - Returns: The resource as `V`.
    /// - Throws: ``TyphoonError/missingResource(name:bundle:resources:)`` and
    ///   ``TyphoonError/unreadableResource(name:file:reason:)``.
    public func resourceValue<V: BundleResourceContent>(
        _ name: String, in bundle: Bundle = .main, as type: V.Type = V.self
    ) throws(TyphoonError) -> V {
        try V.read(BundleResource(name, in: bundle))
    }
}
