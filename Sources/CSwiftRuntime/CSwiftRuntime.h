// What Glimpse uses of the Swift runtime that Swift code cannot name: its list of the
// metadata sections of every loaded image (ELF platforms), as Swift Testing's discovery
// declares it. No library to link: the function is in libswiftCore.
#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

#include <stdbool.h>

#if defined(__ELF__)
/// Calls `body` with each loaded image's `MetadataSections` (SwiftShims) until it
/// returns false.
void swift_enumerateAllMetadataSections(
    bool (*body)(const void *sections, void *context), void *context);
#endif

#endif
