// Views and actions as terminal text (cli/board_text.hpp).
#include "cli/board_text.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "cli/play_text.hpp"

namespace megacorp {

using json = nlohmann::ordered_json;

namespace {

std::string card_text(const json& c) {
  return fmt::format("[{}] {}", c["id"].get<int>(), c["name"].get<std::string>());
}

// `[23] I. Neonate*+1(P2)`: a grid cell's short form.
std::string cell_text(const json& cell, int seat_player) {
  const json& c = cell["card"];
  std::string t = fmt::format("[{}]{}", c["id"].get<int>(), short_name(c["name"].get<std::string>()));
  if (c["engaged"].get<bool>()) t += "*";
  if (!cell["pile"].empty()) t += fmt::format("+{}", cell["pile"].size());
  if (c["controller"].get<int>() != seat_player) t += fmt::format("(P{})", c["controller"].get<int>());
  if (!c["damage"].empty()) t += "!";
  return t;
}

std::string grid_text(const json& network, int player) {
  if (network.empty()) return "  (empty network)\n";
  int x0 = 1000, x1 = -1000, y0 = 1000, y1 = -1000;
  std::map<std::pair<int, int>, std::string> cells;
  std::size_t width = 4;
  for (const json& cell : network) {
    const int x = cell["x"].get<int>(), y = cell["y"].get<int>();
    x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    cells[{x, y}] = cell_text(cell, player);
    width = std::max(width, cells[{x, y}].size());
  }
  std::string out = fmt::format("  {:>5} ", "");
  for (int x = x0; x <= x1; ++x) out += fmt::format(" {:<{}}", fmt::format("x={}", x), width);
  out.erase(out.find_last_not_of(' ') + 1);
  out += "\n";
  for (int y = y0; y <= y1; ++y) {
    std::string row = fmt::format("  {:>5} ", fmt::format("y={}", y));
    for (int x = x0; x <= x1; ++x) {
      const auto it = cells.find({x, y});
      row += fmt::format(" {:<{}}", it == cells.end() ? "." : it->second, width);
    }
    row.erase(row.find_last_not_of(' ') + 1);
    out += row + "\n";
  }
  return out;
}

std::string pool_text(const json& pool) {
  std::string out;
  for (const auto& [trait, n] : pool.items())
    if (n.get<long long>()) out += fmt::format(" {} {}", trait, n.get<long long>());
  return out.empty() ? " empty" : out;
}

std::string traits_text(const json& c) {
  std::string out = fmt::format("{}M", c["cost"]["money"].get<int>());
  for (const auto& [trait, v] : c["traits"].items())
    if (!v.is_null()) out += fmt::format(" {}{}", trait, v.get<int>());
  for (const auto& [trait, d] : c["damage"].items()) out += fmt::format(" ({} {} damage)", d.get<int>(), trait);
  return out;
}

std::string player_text(const json& p, int seat) {
  const int n = p["player"].get<int>();
  std::string out = fmt::format("Player {} (\"{}\"){}: money {}M, pool{}, hand {}, main deck {}, resource deck {}",
                                n, p["label"].get<std::string>(), n == seat ? " (you)" : "",
                                p["money"].get<long long>(), pool_text(p["pool"]), p["hand_size"].get<int>(),
                                p["main_deck"].get<int>(), p["resource_deck"].get<int>());
  if (p["lost"].is_string()) out += ", lost: " + p["lost"].get<std::string>();
  out += "\n";
  const json& market = p["open_market"];
  if (!market.empty())
    out += fmt::format("  open market ({} cards), top: {}\n", market.size(), card_text(market.back()));
  out += grid_text(p["network"], n);
  if (p.contains("hand"))
    for (const json& c : p["hand"]) out += fmt::format("  in hand: {} ({})\n", card_text(c), traits_text(c));
  for (const json& c : p["shown"]) out += fmt::format("  shown: {}\n", card_text(c));
  return out;
}

std::string setup_text(const json& view) {
  std::string out;
  for (const json& p : view["players"]) {
    const json& bid = p["bid"];
    out += fmt::format("  player {}: bid {}, {} mulligan(s){}\n", p["player"].get<int>(),
                       bid.is_null() ? "not yet" : bid.is_string() ? bid.get<std::string>() : std::to_string(bid.get<int>()),
                       p["mulligans"].get<int>(), p["hand_kept"].get<bool>() ? ", hand kept" : "");
  }
  return out;
}

std::string table_text(const json& view) {
  std::string out;
  if (!view["revealed"].is_null()) out += "Revealed resource: " + card_text(view["revealed"]) + "\n";
  for (const json& it : view["stack"])
    out += fmt::format("On the stack: {} of {} (player {})\n", it["ability"].get<std::string>(),
                       card_text(it["source"]), it["controller"].get<int>());
  if (const json& c = view["combat"]; !c.is_null())
    out += fmt::format("Attack: {} on {},{} of player {} with {} ({} step)\n",
                       c["attacker"].is_null() ? "?" : card_text(c["attacker"]), c["target"]["x"].get<int>(),
                       c["target"]["y"].get<int>(), c["target"]["player"].get<int>(), c["trait"].get<std::string>(),
                       c["step"].get<std::string>());
  if (const json& q = view["question"]; !q.is_null()) {
    if (q.contains("what")) out += fmt::format("Question for you: {}\n", q["what"].get<std::string>());
    else out += fmt::format("Player {} is asked a question\n", q["asked"].get<int>());
  }
  return out;
}

}  // namespace

std::string board_text(const json& view) {
  const int seat = view["seat"].get<int>();
  const std::string phase = view["phase"].get<std::string>();
  std::string out = view["turn"].get<int>() > 0
                        ? fmt::format("== Turn {}: player {}'s {}{} ==\n", view["turn"].get<int>(),
                                      view["active"].get<int>(), phase,
                                      view["step"] == "none" ? "" : ", " + view["step"].get<std::string>() + " step")
                        : fmt::format("== Setup: {} ==\n", phase);
  if (view["turn"].get<int>() == 0) out += setup_text(view);
  for (const json& p : view["players"])
    if (p["player"].get<int>() != seat) out += player_text(p, seat);
  for (const json& p : view["players"])
    if (p["player"].get<int>() == seat) out += player_text(p, seat);
  return out + table_text(view);
}

std::string actions_text(const json& actions) {
  std::string out = "Your actions:\n";
  for (const json& a : actions["actions"])
    out += fmt::format("  {:>3}. {}\n", a["id"].get<std::size_t>() + 1, a["label"].get<std::string>());
  return out;
}

std::string log_text(const json& entries) {
  std::string out;
  for (const json& e : entries) {
    out += "  " + e["action"].get<std::string>() + "\n";
    for (const json& ev : e["events"]) out += "      " + ev["text"].get<std::string>() + "\n";
  }
  return out;
}

std::string final_text(const json& view) {
  std::string out = "== Game over ==\n" + view["over"]["reason"].get<std::string>() + "\n\n";
  for (const json& p : view["players"]) out += player_text(p, view["seat"].get<int>());
  return out + "\nIn the grids: [id], '*' engaged, '+N' cards bonded under, '(PN)' controlled by player N, '!' damaged.\n";
}

}  // namespace megacorp
