// Safety statement
//
// Invariant: the thread-local slot holds either nothing or one retained `ResolutionContext`,
//   made by the thread that reads it; the slot's destructor releases it when the thread ends,
//   so a context borrowed from the slot outlives every use on its thread, and no other thread
//   ever sees it.
// Owner: the thread (through the slot).
// Platforms: POSIX thread-specific data, on Linux and every Apple platform; every pthread result
//   is checked.
// Covered by: every resolution, ConcurrencyTests and StressTests (threads that start, resolve and
//   end), under ThreadSanitizer and AddressSanitizer in `.ci/run`.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Each thread's ``ResolutionContext``, made on the thread's first definition call.
@usableFromInline
enum ThreadContextSlot {
    /// The slot's key, made once for the process.
    @usableFromInline
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { pointer in
            // Optional on Linux, non-optional on Darwin: the same closure serves both.
            let address: UnsafeMutableRawPointer? = pointer
            guard let address else { return }
            Unmanaged<ResolutionContext>.fromOpaque(address).release()
        }
        precondition(result == 0, "pthread_key_create failed: \(result)")
        return key
    }()

    /// Runs `body` with the calling thread's context, borrowed from the slot.
    ///
    /// - Parameters:
    ///   - key: ``key``, copied where the caller can read it without the lazy global's once-check.
    ///   - body: The work to do with the context.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @inlinable @inline(__always)
    static func withContext<T, E: Error>(
        _ key: pthread_key_t, _ body: (ResolutionContext) throws(E) -> T
    ) throws(E) -> T {
        let address = pthread_getspecific(key) ?? makeContext(key)
        return try UnsafeReference<ResolutionContext>(opaque: address).borrow(body)
    }

    /// The calling thread's context if it has made one, borrowed, without making one.
    @inlinable
    static func existingContext(_ key: pthread_key_t) -> UnsafeReference<ResolutionContext>? {
        pthread_getspecific(key).map { UnsafeReference(opaque: $0) }
    }

    /// Kept out of line: it runs once per thread, and inlined it would crowd every call's path.
    @usableFromInline @inline(never)
    static func makeContext(_ key: pthread_key_t) -> UnsafeMutableRawPointer {
        let address = Unmanaged.passRetained(ResolutionContext()).toOpaque()
        let result = pthread_setspecific(key, address)
        precondition(result == 0, "pthread_setspecific failed: \(result)")
        return address
    }
}
