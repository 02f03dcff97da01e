// Safety statement
//
// Invariant: the thread-specific slot holds either nothing or one retained `ResolutionContext`,
//   made by the thread that reads it; the slot's destructor releases it when the thread ends,
//   so a context borrowed from the slot outlives every use on its thread, and no other thread
//   ever sees it. The C thread-local `typhoon_thread_context` holds the same address or NULL:
//   it is set together with the slot, on the slot's thread, and cleared by the destructor before
//   the release, so it never points at a released context. Once the destructor has run, the
//   thread is ending and a value stored in the slot may never be destroyed (glibc runs four
//   rounds of destructors, and a context made in the last would stay): a definition called then,
//   from a later thread-specific destructor, gets a context that only the thread-local copy
//   holds, for that call, released when the call that made it returns.
// Owner: the thread (through the slot), or the call that made it once the thread is ending; the
//   thread-local copy owns nothing.
// Platforms: POSIX thread-specific data and C11 `_Thread_local`, on Linux and every Apple
//   platform; every pthread result is checked.
//   Before the release the destructor gives back the shared builds the context claimed, so a
//   thread that ends inside a resolution (`pthread_exit`) leaves no claim that others wait for.
// Covered by: every resolution, ConcurrencyTests and StressTests (threads that start, resolve and
//   end), ThreadContextSlotTests (a definition called from a destructor that runs after the
//   slot's, and from one in the last round), SharedBuildTests (a thread that ends inside a
//   singleton's initializer), under ThreadSanitizer and AddressSanitizer in `.ci/run`.

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
            typhoon_mark_thread_ending()
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
        let existing = typhoon_current_context()
        let address = existing ?? makeContext()
        defer { if existing == nil { releaseIfThreadEnds(address) } }
        return try UnsafeReference<ResolutionContext>(opaque: address).borrow(body)
    }

    /// The calling thread's context if it has made one, borrowed, without making one.
    @inlinable
    static func existingContext() -> UnsafeReference<ResolutionContext>? {
        typhoon_current_context().map { UnsafeReference(opaque: $0) }
    }

    /// Makes the calling thread's context: kept out of line, since it runs once per thread (and
    /// once per call while the thread ends), and inlined it would crowd every call's path.
    ///
    /// Once the slot's destructor has run, the thread is ending and a context stored in the slot
    /// might never be released: the context is then only in the thread-local copy, for the call
    /// that made it (``releaseIfThreadEnds(_:)``).
    @usableFromInline @inline(never)
    static func makeContext() -> UnsafeMutableRawPointer {
        let address = Unmanaged.passRetained(ResolutionContext()).toOpaque()
        if !typhoon_thread_is_ending() {
            let result = pthread_setspecific(key, address)
            precondition(result == 0, "pthread_setspecific failed: \(result)")
        }
        typhoon_set_current_context(address)
        return address
    }

    /// Releases a context that ``makeContext()`` made while the thread ends, when the call that
    /// made it returns.
    @usableFromInline @inline(never)
    static func releaseIfThreadEnds(_ address: UnsafeMutableRawPointer) {
        guard typhoon_thread_is_ending() else { return }
        typhoon_set_current_context(nil)
        Unmanaged<ResolutionContext>.fromOpaque(address).release()
    }
}
