// A table of one function per syntax kind in a range [First, Last]: the checker's dispatch
// to a function per statement, condition, card field, scenario action or expectation.
#pragma once

#include <array>
#include <cstddef>

#include "grammar/syntax.hpp"

namespace megacorp {

template <class F, syntax::kind First, syntax::kind Last>
class kind_table {
  static constexpr auto first = static_cast<std::size_t>(First);
  static constexpr std::size_t count = static_cast<std::size_t>(Last) - first + 1;
  std::array<F, count> table_{};

 public:
  // fill(set) calls set(k, f) for each kind k of the range that has a function f; a kind
  // outside the range does not compile (the table is built at compile time).
  template <class Fill>
  constexpr explicit kind_table(Fill fill) {
    fill([this](syntax::kind k, F f) { table_[static_cast<std::size_t>(k) - first] = f; });
  }

  // The function for k; null when k is outside the range or has none.
  constexpr F operator[](syntax::kind k) const {
    const std::size_t i = static_cast<std::size_t>(k) - first;  // wraps round below First
    return i < count ? table_[i] : nullptr;
  }
};

}  // namespace megacorp
