/// Sees every component the factory builds, once its injections are done, and may hand back
/// another in its place: Typhoon's `TyphoonInstancePostProcessor`.
///
/// Use it for what concerns every component alike: wrapping each in a proxy that logs or
/// measures, registering each with an observer, checking an invariant. Attach one to a factory
/// with ``ComponentFactory/attach(_:)-(InstancePostProcessor)``, or list a definition that returns it in an
/// assembly's ``Assembly/components`` (declared as, or listed `implements:`, a type that conforms):
/// the factory builds it when it is activated and attaches it before any eager singleton.
///
/// ```swift
/// final class Audit: InstancePostProcessor {
///     let built = Protected<[String]>([])
///     func postProcess(_ component: Any) -> Any {
///         built.withLock { $0.append("\(type(of: component))") }
///         return component
///     }
/// }
/// factory.attach(Audit())
/// ```
///
/// ``postProcess(_:)`` runs once for each instance built (a singleton once, a prototype at every
/// call), on the thread that builds it, after its injections and before its after call-backs
/// (`performAfterInjections`, `typhoonDidInject()`), which are still called on the instance the
/// definition built. Post-processors run in ``order``, lower first. A post-processor may resolve
/// components from the factory; it is never post-processed itself, and neither is any other
/// post-processor the factory builds.
public protocol InstancePostProcessor: AnyObject, Sendable {
    /// Where this post-processor runs among the others: lower first. The default, `Int.max`,
    /// runs last, in the order they were attached.
    var order: Int { get }

    /// Sees a component just built, and returns it or another in its place.
    ///
    /// - Parameter component: The instance, as its definition declares it (a value type as its
    ///   value).
    /// - Returns: The component calls get: `component` itself, or a replacement of a type that
    ///   the definition's declared type can hold; another type stops (or, from a throwing
    ///   look-up, throws) ``TyphoonError/postProcessedTypeMismatch(definition:declaredAt:declared:returned:postProcessor:)``.
    func postProcess(_ component: Any) -> Any
}

extension InstancePostProcessor {
    /// Runs after every post-processor that sets an order.
    public var order: Int { .max }
}
