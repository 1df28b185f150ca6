// A seat's view as JSON (session/view.hpp).
#include "session/view.hpp"

#include <algorithm>

#include "engine/behaviour.hpp"
#include "engine/observation.hpp"

namespace megacorp::session {

namespace {

json cards_json(const engine::state& s, const std::vector<engine::card_view>& cards) {
  json out = json::array();
  for (const engine::card_view& v : cards) out.push_back(card_json(s, v.id));
  return out;
}

// The network as a grid: each occupied cell with its top card and the pile bonded under it
// (001 Bonding), sorted by row, then column.
json network_json(const engine::state& s, const std::vector<engine::card_view>& cards) {
  std::vector<engine::card_view> tops;
  for (const engine::card_view& v : cards)
    if (v.host == engine::no_card) tops.push_back(v);
  std::sort(tops.begin(), tops.end(), [](const auto& a, const auto& b) {
    return a.at.y != b.at.y ? a.at.y < b.at.y : a.at.x < b.at.x;
  });
  json out = json::array();
  for (const engine::card_view& top : tops) {
    json pile = json::array();
    for (const engine::card_view& v : cards)
      if (v.host == top.id) pile.push_back(card_json(s, v.id));
    out.push_back({{"x", top.at.x}, {"y", top.at.y}, {"card", card_json(s, top.id)}, {"pile", pile}});
  }
  return out;
}

json pool_json(const std::array<engine::amount, engine::trait_count>& pool) {
  json out = json::object();
  for (engine::trait t : engine::all_traits) out[std::string(engine::to_string(t))] = pool[static_cast<std::size_t>(t)];
  return out;
}

json player_view_json(const engine::state& s, const engine::observation& o, engine::player_id p, const view_context& ctx) {
  const engine::player_view& v = o.players[p];
  json out = {{"player", p + 1},
              {"label", p < ctx.labels.size() ? ctx.labels[p] : ""},
              {"money", v.money},
              {"pool", pool_json(v.pool)},
              {"main_deck", v.main_deck_size},
              {"resource_deck", v.resource_deck_size},
              {"hand_size", v.hand_size},
              {"open_market", cards_json(s, v.open_market)},
              {"annihilated", cards_json(s, v.annihilated)},
              {"network", network_json(s, v.network)},
              {"shown", cards_json(s, v.shown)},
              {"bid", p == o.observer && v.has_bid ? json(v.bid) : (v.has_bid ? json("sealed") : json(nullptr))},
              {"mulligans", v.mulligans},
              {"hand_kept", v.hand_kept},
              {"lost", v.lost ? json(engine::to_string(v.why_lost)) : json(nullptr)}};
  if (p == o.observer) out["hand"] = cards_json(s, v.hand);
  return out;
}

json question_json(const engine::state& s, const engine::observation& o) {
  if (o.asked == engine::no_player) return nullptr;
  json out = {{"asked", o.asked + 1}};
  if (!o.question) return out;  // another player's question: who is asked is public, not what
  const engine::choice_request& q = *o.question;
  out["source"] = q.source == engine::no_card ? json(nullptr) : card_json(s, q.source);
  out["what"] = q.what;
  out["may"] = q.may;
  out["optional"] = q.optional;
  out["options"] = json::array();
  for (engine::card_id c : q.options) out["options"].push_back(card_json(s, c));
  out["at_least"] = q.at_least;
  out["at_most"] = q.at_most;
  out["cells"] = json::array();
  for (engine::cell c : q.cells) out["cells"].push_back(cell_json(q.network, c));
  out["players"] = json::array();
  for (engine::player_id p : q.players) out["players"].push_back(p + 1);
  if (q.asks_amount()) out["up_to"] = q.up_to;  // an amount, 0..up_to (a cost's `pay x`)
  if (!q.amounts.empty()) out["amounts"] = q.amounts;  // only these of 0..up_to (targets that read x)
  if (q.asks_mode()) out["modes"] = q.modes, out["open_modes"] = q.open_modes;  // `choose one: A; or B`
  out["picked"] = o.picked;
  return out;
}

json target_json(const engine::state& s, const engine::target& t) {
  return t.is_card() ? json{{"card", card_json(s, t.card)}} : json{{"player", t.player + 1}};
}

// The stack, bottom first (001 Advanced Rules: the last in resolves first).
json stack_json(const engine::state& s) {
  json out = json::array();
  for (const engine::stack_item& it : s.stack) {
    json targets = json::array();
    for (const engine::target& t : it.targets)
      if (!t.none()) targets.push_back(target_json(s, t));
    for (const engine::counted_target& t : it.counted)  // `2 target characters`: each card chosen
      targets.push_back(target_json(s, engine::target::of_card(t.card)));
    std::string ability = it.is_event() ? "its effect"
                          : s.behaviour ? s.behaviour->ability_name(s, it.source, it.ability)
                                        : "ability " + std::to_string(it.ability + 1);
    out.push_back({{"source", card_json(s, it.source)}, {"controller", player_json(it.controller)},
                   {"ability", ability}, {"triggered", it.triggered()}, {"copy", it.copy}, {"targets", targets}});
    if (it.mode >= 0) out.back()["mode"] = it.mode + 1;  // chosen with it (docs/rulings.md, Modes)
  }
  return out;
}

constexpr const char* combat_steps[] = {"none", "blocks", "retaliation", "assignment", "damage"};

// The attack under way (001 Challenge Phase), or null.
json combat_json(const engine::state& s) {
  const engine::combat_state& c = s.combat;
  if (!c.active()) return nullptr;
  json blockers = json::array();
  for (std::size_t i = 0; i < c.blocker_count; ++i)
    blockers.push_back({{"card", c.blockers[i]}, {"retaliates", c.retaliates[i]}, {"damage", c.split[i]}});
  return {{"step", combat_steps[static_cast<int>(c.step)]},
          {"attacker", c.attacker == engine::no_card ? json(nullptr) : card_json(s, c.attacker)},
          {"defender", player_json(c.defender)},
          {"target", cell_json(c.network, c.target)},
          {"trait", engine::to_string(c.t)},
          {"area", c.area},
          {"blockers", blockers}};
}

constexpr const char* accounting_steps[] = {"none", "upkeep", "reveal", "closing"};

}  // namespace

json view_json(const engine::state& s, engine::player_id seat, const view_context& ctx) {
  const engine::observation o = engine::observe(s, seat);
  json players = json::array();
  for (engine::player_id p = 0; p < o.players.size(); ++p) players.push_back(player_view_json(s, o, p, ctx));
  const bool over = s.over() || !ctx.end.empty();
  return {{"seat", seat + 1},
          {"version", ctx.version},
          {"turn", o.turn_number},
          {"phase", engine::to_string(o.phase)},
          {"step", accounting_steps[static_cast<int>(o.step)]},
          {"active", o.turn_number > 0 ? player_json(o.active) : json(nullptr)},
          {"first_player", o.phase != engine::phase::bidding ? player_json(o.first_player) : json(nullptr)},
          {"bid_ties", o.bid_ties},
          {"decider", over ? json(nullptr) : player_json(s.decider())},
          {"priority", player_json(s.priority.holder)},
          {"revealed", o.revealed ? card_json(s, o.revealed->id) : json(nullptr)},
          {"question", question_json(s, o)},
          {"stack", stack_json(s)},
          {"combat", combat_json(s)},
          {"players", players},
          {"over", over ? json{{"winner", player_json(o.winner)}, {"reason", ctx.end}} : json(nullptr)}};
}

}  // namespace megacorp::session
