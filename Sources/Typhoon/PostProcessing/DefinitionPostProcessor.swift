/// Sees each definition before it builds anything, and may change its scope or put another
/// initializer in its place: Typhoon's `TyphoonDefinitionPostProcessor`.
///
/// Use it for rules that apply to many definitions at once: every definition of an assembly made
/// a singleton, a stand-in for every definition of one type in a demo build. Attach one with
/// ``ComponentFactory/attach(_:)-(DefinitionPostProcessor)``, or list a definition that returns it in an
/// assembly's ``Assembly/components``, so that it is attached when the factory is activated,
/// before any other definition runs.
///
/// ```swift
/// final class EverythingShared: DefinitionPostProcessor {
///     func postProcess(_ definition: inout ProcessedDefinition) {
///         if definition.original.assembly == "ServicesAssembly" { definition.scope = .singleton }
///     }
/// }
/// ```
///
/// A Swift definition is a method, which the factory knows once it has run: each definition is
/// post-processed when it is called for the first time (at activation for listed eager
/// singletons and post-processors), before its first build, and keeps what the post-processors
/// made of it for the factory's life, ``ComponentFactory/unload()`` included. A post-processor
/// attached later sees the definitions called from then on. Post-processors run in ``order``,
/// lower first, each seeing what the ones before it made.
///
/// Async definitions
/// (``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``)
/// are post-processed the same way, at their first call
/// (``DefinitionDescription/isAsync`` tells them apart): a scope set here is the one their
/// instances get, single flight included, and a stand-in (``ProcessedDefinition/replace(with:)``)
/// is built in place of the awaited initializer. A stand-in of another type than the declared
/// one makes every call of the async definition throw
/// ``TyphoonError/replacementTypeMismatch(definition:declared:replacement:)`` (an async call can
/// always throw), and no record is kept until the post-processor is mended.
public protocol DefinitionPostProcessor: AnyObject, Sendable {
    /// Where this post-processor runs among the others: lower first. The default, `Int.max`,
    /// runs last, in the order they were attached.
    var order: Int { get }

    /// Changes a definition before it builds anything.
    ///
    /// - Parameter definition: The definition's description, and what may change: its scope, and
    ///   its initializer (``ProcessedDefinition/replace(with:)``).
    func postProcess(_ definition: inout ProcessedDefinition)
}

extension DefinitionPostProcessor {
    /// Runs after every post-processor that sets an order.
    public var order: Int { .max }
}
