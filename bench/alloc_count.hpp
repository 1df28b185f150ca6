// Counts heap allocations (blocks and bytes requested) of a binary that links the library
// megacorp_alloc_count (bench/alloc_count.cpp), which replaces the global operator new.
#pragma once

#include <cstddef>

namespace megacorp::alloc_count {

struct totals {
  std::size_t blocks = 0;
  std::size_t bytes = 0;
};

totals now();  // allocations since the program started

}  // namespace megacorp::alloc_count
