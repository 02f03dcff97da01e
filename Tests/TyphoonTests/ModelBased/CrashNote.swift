#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C `struct sigaction`, whose name Swift otherwise reads as the function.
private typealias SignalAction = sigaction

/// Says which case was running when the process dies (a stack overflow, a `fatalError`, a failed
/// precondition), so that a crash in case 1,734 of 2,000 can be replayed.
///
/// The note is copied into a buffer before each case; the signal handlers only `write(2)` it and
/// hand the signal back to the handler that was there before (Swift's backtracer), which is all a
/// handler may safely do. The handlers run on an alternate stack, so a stack overflow is reported too.
enum CrashNote {
    private static let capacity = 8192
    private static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    private nonisolated(unsafe) static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    private nonisolated(unsafe) static var length = 0
    private nonisolated(unsafe) static var installed = false
    /// The handlers that were there before, by signal number.
    private nonisolated(unsafe) static var previous = [SignalAction](repeating: SignalAction(), count: 64)

    /// Installs the handlers on the calling thread's alternate stack; call it on the thread that runs the cases.
    static func install() {
        guard !installed else { return }
        installed = true
        let size = 1 << 16
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        sigaltstack(&stack, nil)
        for signal in signals {
            var action = SignalAction()
            action.__sigaction_handler.sa_handler = { signal in CrashNote.report(signal) }
            action.sa_flags = SA_ONSTACK
            sigaction(signal, &action, &previous[Int(signal)])
        }
    }

    /// Sets the note written if the process dies before the next call.
    static func set(_ note: String) {
        let bytes = Array(note.utf8.prefix(capacity))
        length = 0
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
        length = bytes.count
    }

    static func clear() { length = 0 }

    private static func report(_ signal: Int32) {
        if length > 0 { _ = write(2, buffer, length) }
        sigaction(signal, &previous[Int(signal)], nil)
        raise(signal)
    }
}
