// Internal: building refusal reasons only when one is wanted (legal_actions() filters
// candidates without them).
#pragma once

#include <fmt/format.h>

#include <string>
#include <utility>

namespace engine {

template <class... Args>
bool refuse(std::string* why, fmt::format_string<Args...> f, Args&&... args) {
  if (why) *why = fmt::format(f, std::forward<Args>(args)...);
  return false;
}

}  // namespace engine
