//===- MallocTuning.h - keep freed memory for the rest of the run -*- C++
//-*-===//
//
// The tools run for one input and exit. By default glibc hands memory back
// to the kernel as soon as 128 KiB are free at the top of the heap, and
// serves every block of 128 KiB or more with its own mmap: the next
// allocations then touch fresh pages again, and each first touch is a page
// fault (a fifth of a conversion's time on the machines measured). Raising
// both thresholds keeps freed memory for reuse; the peak stays the same.
// Shared by stablehlo-opt and stablehlo-translate (header only).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TOOLS_MALLOCTUNING_H
#define STABLEHLO_TOOLS_MALLOCTUNING_H

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace stablehlo_tools {

inline void keepFreedMemory() {
#if defined(__GLIBC__)
  // 32 MiB is the largest mmap threshold glibc accepts on 64-bit systems.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

} // namespace stablehlo_tools

#endif // STABLEHLO_TOOLS_MALLOCTUNING_H
