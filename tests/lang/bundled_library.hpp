// The bundled card library (cards/ with its prelude), loaded and checked once per test run.
#pragma once

#include <catch2/catch.hpp>

#include <memory>

#include "library/library.hpp"

namespace megacorp::test {

inline const library& bundled_library() {
  static const std::unique_ptr<library> l = [] {
    auto out = std::make_unique<library>();
    diagnostics d;
    out->add_path(bundled_cards_dir(), d);
    out->check(d);
    if (d.has_errors()) FAIL("the bundled library does not check");
    return out;
  }();
  return *l;
}

}  // namespace megacorp::test
