#include "cli/play_text.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "engine/network.hpp"

namespace megacorp {

using engine::event_kind;

namespace {

// What followed an action that the transcript shows; the rest (money moving, phases,
// engaging, ...) shows in the next turn's header or in the final networks.
bool shown(event_kind k) {
  switch (k) {
    case event_kind::first_player_chosen:
    case event_kind::attack_nullified:
    case event_kind::damage_dealt:
    case event_kind::card_destroyed:
    case event_kind::choice_made:
    case event_kind::player_lost:
    case event_kind::founder_gone:
    case event_kind::game_won:
    case event_kind::game_drawn: return true;
    default: return false;
  }
}

std::string money_line(const engine::state& s) {
  std::string out;
  for (engine::player_id p = 0; p < s.player_count(); ++p)
    out += fmt::format("{}player {} {}M", p ? ", " : "", p + 1, s.player(p).money);
  return out;
}

}  // namespace

std::string player_label(engine::player_id p, const std::vector<std::string>& labels) {
  if (p == engine::no_player) return "nobody";
  return p < labels.size() ? fmt::format("player {} (\"{}\")", p + 1, labels[p]) : fmt::format("player {}", p + 1);
}

void play_transcript::before(const engine::state& s, const engine::action& a) {
  if (s.turn_number != turn_) {
    turn_ = s.turn_number;
    if (turn_ == 0) out_ += "Setup\n";
    else out_ += fmt::format("Turn {}: {}; money: {}\n", turn_, player_label(s.active, labels_), money_line(s));
  }
  if (a.kind != engine::action_kind::pass) out_ += "  " + engine::to_string(a, s) + "\n";
}

void play_transcript::after(const engine::state& s, const engine::action&, std::span<const engine::event> events) {
  for (const engine::event& e : events)
    if (shown(e.kind)) out_ += "    " + engine::describe(e, s) + "\n";
}

std::string result_text(const engine::state& s, const play_result& r, const play_limits& limits,
                        const std::vector<std::string>& labels) {
  if (r.end == play_end::turn_limit)
    return fmt::format("draw: the turn limit was reached ({} turns) with nobody having won", limits.max_turns);
  if (r.end == play_end::action_limit)
    return fmt::format("draw: turn {} was stopped after {} actions", s.turn_number, limits.max_actions_per_turn);
  if (s.winner == engine::no_player) return fmt::format("draw: nobody is left in the game (turn {})", s.turn_number);
  std::string why;
  for (engine::player_id p = 0; p < s.player_count(); ++p)
    if (s.player(p).lost)
      why += fmt::format("{}player {} lost: {}", why.empty() ? "" : "; ", p + 1, engine::to_string(s.player(p).why_lost));
  return fmt::format("{} wins on turn {}{}", player_label(s.winner, labels), s.turn_number, why.empty() ? "" : " (" + why + ")");
}

std::string short_name(const std::string& name) {
  constexpr std::size_t width = 14;
  std::string out = name.substr(0, name.find(','));
  if (out.size() > width) {
    const std::size_t last = out.rfind(' ');
    if (last != std::string::npos) {
      std::string initials;
      for (std::size_t i = 0; i < last; ++i)
        if (out[i] != ' ' && (i == 0 || out[i - 1] == ' ')) initials += std::string(1, out[i]) + ".";
      out = initials + out.substr(last);
    }
  }
  return out.substr(0, width);
}

std::string network_text(const engine::state& s, engine::player_id p, const std::vector<std::string>& labels) {
  const engine::player_state& ps = s.player(p);
  std::string out = fmt::format("{}: money {}M, {} card(s) in hand, {} in the main deck, {} in the open market\n",
                                player_label(p, labels), ps.money, ps.hand.size(), ps.main_deck.size(),
                                ps.open_market.size());
  const auto box = engine::occupied_box(ps.network);
  if (!box) return out + "  (empty network)\n";
  const int x0 = box->min.x, x1 = box->max.x, y0 = box->min.y, y1 = box->max.y;
  // Each cell: the short name; '*' engaged, '+N' cards bonded under it, '(PN)' controlled by player N.
  auto cell_text = [&](int x, int y) -> std::string {
    const engine::card_id c = ps.network.at({x, y});
    if (c == engine::no_card) return ".";
    const engine::card_instance& ci = s.card(c);
    std::string t = short_name(s.def(c).name);
    if (ci.engaged) t += "*";
    if (const std::size_t under = s.pile_under(c).size()) t += fmt::format("+{}", under);
    if (ci.controller != p) t += fmt::format("(P{})", ci.controller + 1);
    return t;
  };
  std::size_t width = 4;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) width = std::max(width, cell_text(x, y).size());
  std::string header = fmt::format("  {:>5} ", "");
  for (int x = x0; x <= x1; ++x) header += fmt::format(" {:<{}}", fmt::format("x={}", x), width);
  header.erase(header.find_last_not_of(' ') + 1);
  out += header + "\n";
  for (int y = y0; y <= y1; ++y) {
    std::string row = fmt::format("  {:>5} ", fmt::format("y={}", y));
    for (int x = x0; x <= x1; ++x) row += fmt::format(" {:<{}}", cell_text(x, y), width);
    row.erase(row.find_last_not_of(' ') + 1);
    out += row + "\n";
  }
  return out;
}

}  // namespace megacorp
