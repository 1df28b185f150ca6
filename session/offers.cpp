// Legal actions as JSON (session/offers.hpp).
#include "session/offers.hpp"

#include <string>

namespace megacorp::session {

namespace {

using engine::action_kind;

// The kinds whose `at` is a cell, and whose network it is in.
bool names_cell(const engine::action& a) {
  switch (a.kind) {
    case action_kind::buy: return a.network != engine::no_player;  // no network: a buy-out
    case action_kind::buy_revealed:
    case action_kind::attack:
    case action_kind::play:
    case action_kind::choose_cell: return true;
    default: return false;
  }
}

engine::player_id cell_network(const engine::state& s, const engine::action& a) {
  if (a.kind == action_kind::choose_cell && s.pending) return s.pending->question.network;
  return a.network;
}

json listed_json(const engine::action& a) {
  json out = json::array();
  for (std::size_t i = 0; i < a.cards.size(); ++i) {
    if (a.cards[i] == engine::no_card) continue;
    json one = {{"card", a.cards[i]}};
    if (a.kind == action_kind::assign) one["damage"] = a.amounts[i];
    out.push_back(one);
  }
  return out;
}

json targets_json(const engine::action& a) {
  json out = json::array();
  for (const engine::target& t : a.targets)
    if (t.is_card()) out.push_back({{"card", t.card}});
    else if (t.is_player()) out.push_back({{"player", t.player + 1}});
  return out;
}

}  // namespace

json offer_json(const engine::state& s, const engine::action& a, std::size_t id) {
  std::string kind = engine::to_text(a);
  kind = kind.substr(0, kind.find(' '));
  json out = {{"id", id}, {"kind", kind}, {"label", engine::to_string(a, s)}, {"text", engine::to_text(a)}};
  if (a.card != engine::no_card) out["card"] = a.card;
  if (names_cell(a)) out["cell"] = cell_json(cell_network(s, a), a.at);
  if (a.kind == action_kind::attack || a.kind == action_kind::produce) out["trait"] = engine::to_string(a.t);
  if (a.kind == action_kind::attack && a.cards[0] != engine::no_card) out["bonded"] = a.cards[0];
  if ((a.kind == action_kind::buy || a.kind == action_kind::play) && a.value == 1) out["free"] = true;  // without paying its cost
  if (a.kind == action_kind::bid || a.kind == action_kind::activate || a.kind == action_kind::choose_amount ||
      a.kind == action_kind::choose_mode)
    out["value"] = a.value;
  if (a.kind == action_kind::block || a.kind == action_kind::retaliate || a.kind == action_kind::assign)
    out["cards"] = listed_json(a);
  if (json t = targets_json(a); !t.empty()) out["targets"] = t;
  if (a.whom != engine::no_player) out["player"] = a.whom + 1;
  if (a.mode >= 0) out["mode"] = a.mode + 1;  // chosen with the play or activation (docs/rulings.md, Modes)
  return out;
}

}  // namespace megacorp::session
