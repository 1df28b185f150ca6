#include "cli/play_json.hpp"

#include <fmt/format.h>

#include "session/log_entry.hpp"

namespace megacorp {

void print_json_line(const char* kind, const session::json& line) {
  session::json out = {{"kind", kind}};
  for (const auto& [key, value] : line.items()) out[key] = value;
  fmt::print("{}\n", out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

void play_json::before(const engine::state& s, const engine::action&) { before_ = s; }

void play_json::after(const engine::state& s, const engine::action& a, std::span<const engine::event> events) {
  print_json_line("action", session::game_entry_json(*before_, s, a, events, ++version_));
}

}  // namespace megacorp
