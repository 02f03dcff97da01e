// Every operation is `static inline` in include/CTyphoonAtomics.h; this file holds the words
// with static storage (each thread's resolution context and, on Linux, the main thread) and what
// needs glibc's GNU declarations, which Swift's Glibc module does not show.
#if !defined(__APPLE__)
#define _GNU_SOURCE
#endif
#include "CTyphoonAtomics.h"

_Thread_local void *typhoon_thread_context = NULL;

#if !defined(__APPLE__)
pthread_t typhoon_main_thread;

/// Runs on the main thread when the program (or the library, loaded by it) starts.
__attribute__((constructor)) static void typhoon_record_main_thread(void) {
    typhoon_main_thread = pthread_self();
}
#endif

int typhoon_thread_name(char *buffer, size_t size) {
    if (size == 0) {
        return -1;
    }
    buffer[size - 1] = 0;
    return pthread_getname_np(pthread_self(), buffer, size - 1);
}
