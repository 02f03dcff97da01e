// Safety statement
//
// Invariant: `typhoon_thread_name` writes at most the buffer's size, its last byte a NUL, into a
//   buffer this function owns for the call; the name is read up to the first NUL.
// Owner: the function (the buffer is a local array).
// Platforms: `pthread_getname_np` on Linux (glibc, musl) and every Apple platform, called from
//   the package's C target, its result checked (a failure leaves the name out); the thread's
//   number from `typhoon_thread_id`.
// Covered by: SharedBuildTests (the exact message of threads waiting for each other's builds,
//   whose threads are named).

import CTyphoonAtomics

/// How a message names the calling thread: `thread 4242 ("loader")`, its number as the system's
/// tools show it and its name, if it has one; the main thread is `the main thread (4242)`.
///
/// On Linux a thread that nobody named carries the name of the thread that started it (usually
/// the program's); the number tells such threads apart.
package func currentThreadName() -> String {
    let number = typhoon_thread_id()
    if typhoon_is_main_thread() { return "the main thread (\(number))" }
    var buffer = [CChar](repeating: 0, count: 64)
    let result = buffer.withUnsafeMutableBufferPointer { typhoon_thread_name($0.baseAddress!, $0.count) }
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let name = result == 0 ? String(decoding: bytes, as: UTF8.self) : ""
    return name.isEmpty ? "thread \(number)" : "thread \(number) (\"\(name)\")"
}
