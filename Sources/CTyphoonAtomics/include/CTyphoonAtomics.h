// Atomic operations on one machine word, for Typhoon's lock-free reads.
//
// Why C: Swift's `Synchronization.Atomic` needs macOS 15 / iOS 18, and Typhoon supports
// macOS 13 / iOS 16 (Docs/Behaviour.md, Platforms and identity). The compiler builtins below are the ones the C11 atomics
// are made of; they work on a plain `intptr_t` at a stable address, which the Swift side
// (`UnsafeAtomicWord`) allocates and frees. Each function is `static inline` so that Swift
// inlines it at the call site: a load is one instruction, as with `Atomic`.
//
// Invariant: every word passed here is aligned, allocated by its owner for the owner's life, and
// accessed only through these functions while other threads may touch it.

#ifndef C_TYPHOON_ATOMICS_H
#define C_TYPHOON_ATOMICS_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

static inline intptr_t typhoon_atomic_load_acquire(const intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline intptr_t typhoon_atomic_load_relaxed(const intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_RELAXED);
}

static inline void typhoon_atomic_store_release(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

static inline void typhoon_atomic_store_relaxed(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

/// Stores `value` and returns the previous value, acquiring and releasing.
static inline intptr_t typhoon_atomic_exchange(intptr_t *word, intptr_t value) {
    return __atomic_exchange_n(word, value, __ATOMIC_ACQ_REL);
}

/// Stores `desired` if the word holds `expected`, acquiring and releasing; returns whether it did.
static inline bool typhoon_atomic_compare_exchange(intptr_t *word, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// Adds `delta` (which may be negative), sequentially consistent; returns the new value.
static inline intptr_t typhoon_atomic_add(intptr_t *word, intptr_t delta) {
    return __atomic_add_fetch(word, delta, __ATOMIC_SEQ_CST);
}

/// Whether the calling thread is the process's main thread, where the main actor runs, as the
/// operating system says: never "the thread that loaded Typhoon", which is a worker when a host
/// loads a plug-in that holds Typhoon on a background thread. A thread-local read once asked.
#if defined(__APPLE__)
static inline bool typhoon_is_main_thread(void) {
    return pthread_main_np() != 0;
}
#else
/// The calling thread's answer once asked: 0 before, 1 on the main thread, -1 elsewhere.
extern _Thread_local signed char typhoon_thread_is_main;

/// Asks the kernel whether the calling thread is the main one (its thread id is the process id)
/// and keeps the answer in `typhoon_thread_is_main`.
bool typhoon_ask_is_main_thread(void);

static inline bool typhoon_is_main_thread(void) {
    signed char known = typhoon_thread_is_main;
    return known != 0 ? known > 0 : typhoon_ask_is_main_thread();
}
#endif

/// The calling thread's number as the system's tools show it (a debugger's thread list, `top -H`,
/// a crash report): the kernel's thread id on Linux, `pthread_threadid_np` on Apple platforms;
/// 0 if the system does not say. Messages name threads by it.
#if defined(__APPLE__)
static inline uint64_t typhoon_thread_id(void) {
    uint64_t id = 0;
    return pthread_threadid_np(NULL, &id) == 0 ? id : 0;
}
#else
#include <sys/syscall.h>
#include <unistd.h>

static inline uint64_t typhoon_thread_id(void) {
    long id = syscall(SYS_gettid);
    return id > 0 ? (uint64_t)id : 0;
}
#endif

/// Writes the calling thread's name (empty if it has none), NUL-terminated, into `buffer` of
/// `size` bytes; returns 0, or the error of `pthread_getname_np`. On Linux a thread nobody named
/// carries the name of the thread that started it.
int typhoon_thread_name(char *buffer, size_t size);

/// Starts a detached thread with a stack of `stack_size` bytes (at least the system's minimum)
/// named `name` (cut to 15 bytes, what Linux keeps), which runs `body(context)`; returns 0, or the
/// error of the pthread call that failed, and then `body` never runs.
int typhoon_start_thread(const char *name, size_t stack_size, void (*body)(void *), void *context);

/// The calling thread's resolution context (a retained `ResolutionContext`), or NULL before its
/// first definition call: a copy of the thread-specific slot that owns it (`ThreadContextSlot`),
/// read without a call into the C library on every definition call.
extern _Thread_local void *typhoon_thread_context;

static inline void *typhoon_current_context(void) {
    return typhoon_thread_context;
}

static inline void typhoon_set_current_context(void *context) {
    typhoon_thread_context = context;
}

/// How many async wiring graphs are being drawn in the process (`try await wiringGraph()`): while
/// none is, a plain definition call does not look for one in its task (one relaxed load).
extern intptr_t typhoon_async_drawings;

static inline intptr_t typhoon_async_drawings_load(void) {
    return __atomic_load_n(&typhoon_async_drawings, __ATOMIC_RELAXED);
}

static inline void typhoon_async_drawings_add(intptr_t delta) {
    __atomic_fetch_add(&typhoon_async_drawings, delta, __ATOMIC_ACQ_REL);
}

/// A word that tells the calling thread apart from every other running thread: the address of
/// its thread-local context copy.
static inline intptr_t typhoon_thread_identity(void) {
    return (intptr_t)&typhoon_thread_context;
}

/// Whether the thread-specific slot's destructor has released the calling thread's context: the
/// thread is ending, and a context stored in the slot now might never be released.
extern _Thread_local bool typhoon_thread_context_released;

static inline bool typhoon_thread_is_ending(void) {
    return typhoon_thread_context_released;
}

static inline void typhoon_mark_thread_ending(void) {
    typhoon_thread_context_released = true;
}

/// An executor as the Swift runtime passes it: `SerialExecutorRef`, two words (ABI-stable).
typedef struct {
    const void *identity;
    uintptr_t implementation;
} typhoon_executor_ref;

/// The Swift concurrency runtime's check that the running job is on `executor` (with the main
/// executor, also true on the main thread). With no flags it answers and never traps, unlike
/// `MainActor.assumeIsolated`, which makes the same check. Declared here, in C, because
/// `_Concurrency` declares it in Swift with a builtin type that a package cannot name; weakly,
/// because runtimes before Swift 6.2 (an Apple OS before 2025) do not have it, and there the
/// main actor always runs on the main thread, which `typhoon_is_main_thread` sees.
__attribute__((swiftcall, weak)) extern bool swift_task_isCurrentExecutorWithFlags(
    typhoon_executor_ref executor, uint64_t flags);

/// Whether the running job is on the executor with these two words; false where the runtime
/// cannot say.
static inline bool typhoon_is_current_executor(const void *identity, uintptr_t implementation) {
    if (!swift_task_isCurrentExecutorWithFlags) {
        return false;
    }
    typhoon_executor_ref executor = {identity, implementation};
    return swift_task_isCurrentExecutorWithFlags(executor, 0);
}

#endif
