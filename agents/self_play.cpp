#include "agents/self_play.hpp"

#include "engine/invariants.hpp"
#include "engine/rules.hpp"

#include <charconv>
#include <stdexcept>

namespace megacorp {

play_observer::~play_observer() = default;

std::optional<std::uint64_t> parse_seed(const std::string& text) {
  std::uint64_t v = 0;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || ec != std::errc() || p != end) return std::nullopt;
  return v;
}

std::string bad_seed(const std::string& text) {
  return "expects a whole number from 0 to 18446744073709551615 in decimal, not \"" + text + "\"";
}

play_result play_game(engine::state& s, agent& player, const play_limits& limits, play_observer* watch) {
  play_result out;
  engine::event_log log;
  int turn = s.turn_number;
  int in_turn = 0;
  while (!s.over()) {
    if (s.turn_number > limits.max_turns) {
      out.end = play_end::turn_limit;
      break;
    }
    if (s.turn_number != turn) turn = s.turn_number, in_turn = 0;
    if (++in_turn > limits.max_actions_per_turn) {
      out.end = play_end::action_limit;
      break;
    }
    const std::vector<engine::action> legal = engine::legal_actions(s);
    if (legal.empty()) throw std::logic_error("no legal action while the game is not over (an engine bug)");
    const engine::action a = player.pick(s, legal);
    if (watch) watch->before(s, a);
    log.clear();
    engine::apply(s, a, watch ? &log : nullptr);
    if (limits.check_invariants) engine::check_invariants(s);
    ++out.actions;
    if (a.kind == engine::action_kind::attack) ++out.attacks;
    if (watch) watch->after(s, a, log.events());
  }
  return out;
}

}  // namespace megacorp
