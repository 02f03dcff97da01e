/// A value handed to another task that the compiler cannot prove safe to send.
///
/// Used for what the engine hands between the tasks of one resolution and a shared build's task:
/// the built instances (shared between tasks as a plain definition's singletons are shared between
/// threads; Docs/Behaviour.md, Threads) and key paths, which are immutable.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
