// Every operation is `static inline` in include/CTyphoonAtomics.h; this file holds the words
// with static storage (each thread's resolution context and, on Linux, whether it is the main
// thread), the one call that is not inline, the kernel's answer to that question, and what needs
// glibc's GNU declarations, which Swift's Glibc module does not show.
#if !defined(__APPLE__)
#define _GNU_SOURCE
#endif
#include "CTyphoonAtomics.h"

_Thread_local void *typhoon_thread_context = NULL;
_Thread_local bool typhoon_thread_context_released = false;

#if !defined(__APPLE__)
#include <sys/syscall.h>
#include <unistd.h>

_Thread_local signed char typhoon_thread_is_main = 0;

bool typhoon_ask_is_main_thread(void) {
    // The kernel gives the process's first thread the process's id as its thread id. The call is
    // made once per thread: glibc before 2.30 has no gettid() wrapper, hence syscall.
    bool isMain = syscall(SYS_gettid) == getpid();
    typhoon_thread_is_main = isMain ? 1 : -1;
    return isMain;
}
#endif

int typhoon_thread_name(char *buffer, size_t size) {
    if (size == 0) {
        return -1;
    }
    buffer[size - 1] = 0;
    return pthread_getname_np(pthread_self(), buffer, size - 1);
}
