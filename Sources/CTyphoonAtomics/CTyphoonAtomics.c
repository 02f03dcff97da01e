// Every operation is `static inline` in include/CTyphoonAtomics.h; this file holds the words
// with static storage: each thread's resolution context and, on Linux, the main thread.
#include "CTyphoonAtomics.h"

_Thread_local void *typhoon_thread_context = NULL;
_Thread_local bool typhoon_thread_context_released = false;

#if !defined(__APPLE__)
pthread_t typhoon_main_thread;

/// Runs on the main thread when the program (or the library, loaded by it) starts.
__attribute__((constructor)) static void typhoon_record_main_thread(void) {
    typhoon_main_thread = pthread_self();
}
#endif
