// Cards, cells and players as JSON (session/card_json.hpp).
#include "session/card_json.hpp"

#include <string>

#include "engine/behaviour.hpp"

namespace megacorp::session {

namespace {

json traits_json(const engine::state& s, engine::card_id c) {
  json out = json::object();
  for (engine::trait t : engine::all_traits) {
    const std::optional<int> v = engine::trait_value(s, c, t);
    out[std::string(engine::to_string(t))] = v ? json(*v) : json(nullptr);
  }
  return out;
}

json damage_json(const engine::card_instance& ci) {
  json out = json::object();
  for (engine::trait t : engine::all_traits)
    if (const int d = ci.damage[static_cast<std::size_t>(t)]) out[std::string(engine::to_string(t))] = d;
  return out;
}

json cost_json(const engine::cost& c) {
  json out = {{"money", c.money}};
  for (engine::trait t : engine::all_traits)
    if (const int n = c.traits[static_cast<std::size_t>(t)]) out[std::string(engine::to_string(t))] = n;
  return out;
}

json types_json(const engine::card_def& d) {
  json out = json::array();
  for (int t = 0; t <= static_cast<int>(engine::card_type::location); ++t)
    if (d.is(static_cast<engine::card_type>(t))) out.push_back(engine::to_string(static_cast<engine::card_type>(t)));
  return out;
}

}  // namespace

json player_json(engine::player_id p) { return p == engine::no_player ? json(nullptr) : json(p + 1); }

json card_json(const engine::state& s, engine::card_id c) {
  const engine::card_instance& ci = s.card(c);
  const engine::card_def& d = s.def(c);
  json out = {{"id", c},
              {"name", d.name},
              {"types", types_json(d)},
              {"owner", player_json(ci.owner)},
              {"controller", player_json(ci.controller)},
              {"cost", cost_json(d.cost)},
              {"traits", traits_json(s, c)},
              {"damage", damage_json(ci)},
              {"engaged", ci.engaged}};
  if (ci.counters) out["counters"] = ci.counters;
  return out;
}

json cell_json(engine::player_id network, engine::cell at) {
  return {{"player", player_json(network)}, {"x", at.x}, {"y", at.y}};
}

}  // namespace megacorp::session
