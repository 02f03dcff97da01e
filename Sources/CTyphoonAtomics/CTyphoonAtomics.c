// Every operation is `static inline` in include/CTyphoonAtomics.h; this file holds the one word
// with static storage.
#include "CTyphoonAtomics.h"

intptr_t typhoon_special_modes_word = 0;
