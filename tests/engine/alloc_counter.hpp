// Counts global operator new calls in the test binary (replaced in alloc_counter.cpp).
#pragma once

#include <cstddef>

namespace test_alloc {
std::size_t count();  // allocations so far
}  // namespace test_alloc
