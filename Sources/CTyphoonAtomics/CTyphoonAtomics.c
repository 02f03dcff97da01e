// Every operation is `static inline` in include/CTyphoonAtomics.h; this file holds the words
// with static storage: the special-mode count and, on Linux, the main thread.
#include "CTyphoonAtomics.h"

intptr_t typhoon_special_modes_word = 0;

#if !defined(__APPLE__)
pthread_t typhoon_main_thread;

/// Runs on the main thread when the program (or the library, loaded by it) starts.
__attribute__((constructor)) static void typhoon_record_main_thread(void) {
    typhoon_main_thread = pthread_self();
}
#endif
