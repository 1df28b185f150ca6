#include "scenario/scenario_text.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "engine/network.hpp"
#include "grammar/diagnostics.hpp"

namespace megacorp {

std::string with_player_names(const std::string& text, const checked::scenario& sc) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const bool upper = text.compare(i, 7, "Player ") == 0, lower = text.compare(i, 7, "player ") == 0;
    if ((upper || lower) && i + 7 < text.size() && text[i + 7] >= '1' && text[i + 7] <= '9' &&
        (i + 8 == text.size() || text[i + 8] < '0' || text[i + 8] > '9')) {
      const auto seat = static_cast<std::size_t>(text[i + 7] - '1');
      if (seat < sc.players.size()) {
        out += sc.players[seat].name;
        i += 8;
        continue;
      }
    }
    out += text[i++];
  }
  return out;
}

namespace {

constexpr std::size_t cell_width = 18;

std::string fit(std::string text) {
  if (text.size() > cell_width) text = text.substr(0, cell_width - 1) + "~";
  return text + std::string(cell_width - text.size(), ' ');
}

}  // namespace

std::string draw_network(const engine::state& s, int player, const checked::scenario& sc) {
  const engine::network_grid& g = s.player(static_cast<engine::player_id>(player)).network;
  const auto box = engine::occupied_box(g);
  std::string out = fmt::format("{}'s network:\n", sc.players[static_cast<std::size_t>(player)].name);
  if (!box) return out + "  (empty)\n";
  const int x0 = box->min.x, x1 = box->max.x, y0 = box->min.y, y1 = box->max.y;
  out += "      ";
  for (int x = x0; x <= x1; ++x) out += fit(fmt::format("x={}", x)) + " ";
  out += "\n";
  for (int y = y0; y <= y1; ++y) {
    std::string names = fmt::format("  y={:<2} ", y), states = "        ";
    for (int x = x0; x <= x1; ++x) {
      const engine::card_id c = g.at({x, y});
      if (c == engine::no_card) {
        names += fit(".") + " ";
        states += fit("") + " ";
        continue;
      }
      const engine::card_instance& ci = s.card(c);
      std::string marks = ci.engaged ? "E" : "";
      for (int t = 0; t < engine::trait_count; ++t)
        if (ci.damage[t]) marks += fmt::format("{}{}{}dmg", marks.empty() ? "" : " ", ci.damage[t], engine::to_string(engine::all_traits[t]));
      if (const auto pile = s.pile_under(c); !pile.empty()) marks += fmt::format("{}+{}", marks.empty() ? "" : " ", pile.size());
      if (ci.controller != player) marks += fmt::format("{}({})", marks.empty() ? "" : " ", sc.players[ci.controller].name);
      names += fit(s.def(c).name) + " ";
      states += fit(marks) + " ";
    }
    out += names + "\n" + states + "\n";
  }
  return out;
}

namespace {

const char* status_word(scenario_status st) {
  switch (st) {
    case scenario_status::passed: return "PASS";
    case scenario_status::failed: return "FAIL";
    case scenario_status::pending: return "PENDING";
    case scenario_status::pending_passed: return "FAIL";
  }
  return "FAIL";
}

std::string location(const span& where) {
  if (!where.file) return "";
  const line_col lc = where.file->locate(where.begin);
  return fmt::format("{}:{}:{}", where.file->name(), lc.line, lc.column);
}

}  // namespace

std::string format_result(const scenario_result& r, bool explain) {
  std::string out = fmt::format("{} {} ({})\n", status_word(r.status), r.sc->name, location(r.sc->where));
  if (r.status == scenario_status::pending)
    out += fmt::format("  pending: {}\n", *r.sc->pending);
  if (r.status != scenario_status::passed) {
    diagnostic d{severity::error, r.where.value_or(r.sc->where), r.message, {}};
    if (r.status == scenario_status::pending) d.level = severity::note;
    std::string step = format_text(d);
    if (!r.detail.empty()) step += "  " + r.detail + "\n";
    for (std::size_t i = 0; i < step.size(); ++i) {
      out += (i == 0 || step[i - 1] == '\n') ? "  " : "";
      out += step[i];
    }
  }
  const bool details = r.status == scenario_status::failed || r.status == scenario_status::pending_passed;
  if (details || explain) {
    out += "  events:\n";
    for (const auto& e : r.events) out += "    " + e + "\n";
    if (r.events.empty()) out += "    (none)\n";
  }
  if (explain && !r.refusals.empty()) {
    out += "  refusals (expect refused:, expect deck ... is refused), each naming its rule:\n";
    for (const auto& e : r.refusals) out += "    " + e + "\n";
  }
  if (explain && !r.checks.empty()) {
    out += "  checks (expect deck ... is legal, expect NAME sees), each naming its rule:\n";
    for (const auto& e : r.checks) out += "    " + e + "\n";
  }
  if (details) {
    for (const auto& n : r.networks) {
      for (std::size_t i = 0; i < n.size(); ++i) {
        out += (i == 0 || n[i - 1] == '\n') ? "  " : "";
        out += n[i];
      }
    }
  }
  if ((details || explain) && !r.text_not_run.empty()) {
    out += "  note: the engine would never run some text of these cards (a load-time error of megacorp check):";
    for (const auto& n : r.text_not_run) out += fmt::format(" \"{}\"", n);
    out += "\n";
  }
  return out;
}

std::string format_results_json(const std::vector<scenario_result>& results) {
  nlohmann::json all = nlohmann::json::array();
  for (const scenario_result& r : results) {
    nlohmann::json j;
    j["scenario"] = r.sc->name;
    j["location"] = location(r.sc->where);
    j["status"] = r.status == scenario_status::passed    ? "passed"
                  : r.status == scenario_status::pending ? "pending"
                  : r.status == scenario_status::failed  ? "failed"
                                                         : "pending_passed";
    if (r.sc->pending) j["pending_reason"] = *r.sc->pending;
    if (r.status != scenario_status::passed) {
      j["failure"] = {{"location", location(r.where.value_or(r.sc->where))}, {"message", r.message}, {"detail", r.detail}};
    }
    j["steps_run"] = r.steps_run;
    j["events"] = r.events;
    j["networks"] = r.networks;
    j["text_not_run"] = r.text_not_run;
    all.push_back(std::move(j));
  }
  return all.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace megacorp
