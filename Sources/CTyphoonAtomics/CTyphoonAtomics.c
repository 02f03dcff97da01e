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
intptr_t typhoon_async_drawings = 0;

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

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/// What a thread started by `typhoon_start_thread` runs: its name, set on itself, then its body.
struct typhoon_thread_start {
    void (*body)(void *);
    void *context;
    char name[16];
};

static void *typhoon_thread_main(void *argument) {
    struct typhoon_thread_start start = *(struct typhoon_thread_start *)argument;
    free(argument);
#if defined(__APPLE__)
    pthread_setname_np(start.name);
#else
    pthread_setname_np(pthread_self(), start.name);
#endif
    start.body(start.context);
    return NULL;
}

int typhoon_start_thread(const char *name, size_t stack_size, void (*body)(void *), void *context) {
    struct typhoon_thread_start *start = malloc(sizeof *start);
    if (start == NULL) {
        return ENOMEM;
    }
    start->body = body;
    start->context = context;
    strncpy(start->name, name, sizeof start->name - 1);
    start->name[sizeof start->name - 1] = 0;
    if (stack_size < PTHREAD_STACK_MIN) {
        stack_size = PTHREAD_STACK_MIN;
    }
    pthread_attr_t attributes;
    int result = pthread_attr_init(&attributes);
    if (result != 0) {
        free(start);
        return result;
    }
    result = pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    if (result == 0) {
        result = pthread_attr_setstacksize(&attributes, stack_size);
    }
    pthread_t thread;
    if (result == 0) {
        result = pthread_create(&thread, &attributes, typhoon_thread_main, start);
    }
    pthread_attr_destroy(&attributes);
    if (result != 0) {
        free(start);
    }
    return result;
}
