// Internal: building refusal reasons only when one is wanted (legal_actions() filters
// candidates without them).
#pragma once

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <utility>

namespace engine {

// A card's name in quotes, formatted only when a refusal is written, so checking many
// candidates builds no strings.
struct quoted_name {
  std::string_view text;
};

// How many times, in words, formatted only when a refusal is written: `once`, `twice`, `3 times`.
struct times {
  int n;
};

template <class... Args>
bool refuse(std::string* why, fmt::format_string<Args...> f, Args&&... args) {
  if (why) *why = fmt::format(f, std::forward<Args>(args)...);
  return false;
}

}  // namespace engine

template <>
struct fmt::formatter<engine::quoted_name> : fmt::formatter<std::string_view> {
  template <class Context>
  auto format(const engine::quoted_name& q, Context& ctx) const {
    return fmt::format_to(ctx.out(), "\"{}\"", q.text);
  }
};

template <>
struct fmt::formatter<engine::times> : fmt::formatter<std::string_view> {
  template <class Context>
  auto format(const engine::times& t, Context& ctx) const {
    if (t.n == 1) return fmt::format_to(ctx.out(), "once");
    if (t.n == 2) return fmt::format_to(ctx.out(), "twice");
    return fmt::format_to(ctx.out(), "{} times", t.n);
  }
};
