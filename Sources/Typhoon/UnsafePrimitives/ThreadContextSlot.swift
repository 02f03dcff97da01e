// Safety statement
//
// Invariant: the thread-specific slot holds either nothing or one retained `ResolutionContext`,
//   made by the thread that reads it; the slot's destructor releases it when the thread ends,
//   so a context borrowed from the slot outlives every use on its thread, and no other thread
//   ever sees it. The C thread-local `typhoon_thread_context` holds the same address or NULL:
//   it is set together with the slot, on the slot's thread, and cleared by the destructor before
//   the release, so it never points at a released context (a definition called while the thread
//   ends, from a later thread-specific destructor, makes a new one, as with the slot alone).
// Owner: the thread (through the slot); the thread-local copy owns nothing.
// Platforms: POSIX thread-specific data and C11 `_Thread_local`, on Linux and every Apple
//   platform; every pthread result is checked.
//   Before the release the destructor gives back the shared builds the context claimed, so a
//   thread that ends inside a resolution (`pthread_exit`) leaves no claim that others wait for.
// Covered by: every resolution, ConcurrencyTests and StressTests (threads that start, resolve and
//   end), ThreadContextSlotTests (a definition called from a destructor that runs after the
//   slot's), SharedBuildTests (a thread that ends inside a singleton's initializer), under
//   ThreadSanitizer and AddressSanitizer in `.ci/run`.

import CTyphoonAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Each thread's ``ResolutionContext``, made on the thread's first definition call.
///
/// The pthread slot owns the context so that it is released when its thread ends; every
/// definition call reads the C thread-local copy instead, a load rather than a library call.
@usableFromInline
enum ThreadContextSlot {
    /// The slot's key, made once for the process.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { pointer in
            // Optional on Linux, non-optional on Darwin: the same closure serves both.
            let address: UnsafeMutableRawPointer? = pointer
            guard let address else { return }
            typhoon_set_current_context(nil)
            let context = Unmanaged<ResolutionContext>.fromOpaque(address)
            // A thread that ends inside a resolution (`pthread_exit` from an initializer) gives
            // back what it claimed, or other threads would wait for its builds for ever.
            context._withUnsafeGuaranteedRef { $0.threadEnded() }
            context.release()
        }
        precondition(result == 0, "pthread_key_create failed: \(result)")
        return key
    }()

    /// Runs `body` with the calling thread's context, borrowed from the slot.
    ///
    /// - Parameter body: The work to do with the context.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @inlinable @inline(__always)
    static func withContext<T, E: Error>(_ body: (ResolutionContext) throws(E) -> T) throws(E) -> T {
        let address = typhoon_current_context() ?? makeContext()
        return try UnsafeReference<ResolutionContext>(opaque: address).borrow(body)
    }

    /// The calling thread's context if it has made one, borrowed, without making one.
    @inlinable
    static func existingContext() -> UnsafeReference<ResolutionContext>? {
        typhoon_current_context().map { UnsafeReference(opaque: $0) }
    }

    /// Kept out of line: it runs once per thread, and inlined it would crowd every call's path.
    @usableFromInline @inline(never)
    static func makeContext() -> UnsafeMutableRawPointer {
        let address = Unmanaged.passRetained(ResolutionContext()).toOpaque()
        let result = pthread_setspecific(key, address)
        precondition(result == 0, "pthread_setspecific failed: \(result)")
        typhoon_set_current_context(address)
        return address
    }
}
