import TyphoonAutoInjection

/// A base class in another module than its subclasses, with an auto-injected property, so that
/// a subclass's layout starts where this module's compiler put the base's fields.
open class WrappedBase {
    /// Filled by type.
    @InjectedProtocol public var baseLedger: Ledger

    /// Makes an instance with its wrapper empty.
    public init() {}
}
