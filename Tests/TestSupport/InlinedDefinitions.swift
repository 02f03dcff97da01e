import Typhoon

/// Definitions another module inlines, so that one source location reaches `define` from two
/// images, each with its own copy of the `#fileID` literal (in a release build).
public final class InlinedDefinitions: Assembly, @unchecked Sendable {
    /// Inlined into the calling module.
    @inlinable
    public func ledger() -> Ledger {
        define(scope: .lazySingleton) { Ledger() }
    }

    /// The same definition, called from this module.
    @inline(never)
    public func ledgerFromThisModule() -> Ledger {
        ledger()
    }
}

/// A shared component with no behaviour of its own.
public final class Ledger {
    /// Makes an empty ledger.
    public init() {}
}
