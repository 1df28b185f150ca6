// The log as a seat may know it (session/log_entry.hpp).
#include "session/log_entry.hpp"

#include <fmt/format.h>

#include "engine/event_log.hpp"
#include "engine/observed_event.hpp"

namespace megacorp::session {

namespace {

bool names_hidden_card(const engine::state& after, const engine::action& a, engine::player_id seat) {
  if (engine::hidden_from(after, a.card, seat)) return true;
  for (engine::card_id c : a.cards)
    if (engine::hidden_from(after, c, seat)) return true;
  for (const engine::target& t : a.targets)
    if (t.is_card() && engine::hidden_from(after, t.card, seat)) return true;
  return false;
}

json event_json(const engine::event& seen, const engine::state& after) {
  json out = {{"text", engine::describe(seen, after)},
              {"rule", std::string(seen.why.rule)},
              {"section", std::string(seen.why.section)}};
  if (seen.player != engine::no_player) out["player"] = seen.player + 1;
  if (seen.card != engine::no_card) out["card"] = seen.card;
  if (seen.card2 != engine::no_card) out["card2"] = seen.card2;
  return out;
}

}  // namespace

std::string action_label(const engine::state& before, const engine::state& after, const engine::action& a,
                         engine::player_id seat) {
  if (a.player != seat) {
    if (a.kind == engine::action_kind::bid) return fmt::format("player {} places a sealed bid", a.player + 1);
    if (names_hidden_card(after, a, seat))
      return fmt::format("player {} {}", a.player + 1,
                         a.kind == engine::action_kind::choose ? "chooses a card you cannot see"
                                                               : "acts on a card you cannot see");
  }
  return engine::to_string(a, before);
}

namespace {

json entry_json(const engine::state& before, const engine::action& a, std::string label, json events,
                std::uint64_t version) {
  return {{"version", version},
          {"turn", before.turn_number},
          {"phase", engine::to_string(before.phase)},
          {"player", a.player + 1},
          {"action", std::move(label)},
          {"events", std::move(events)}};
}

}  // namespace

json log_entry_json(const engine::state& before, const engine::state& after, const engine::action& a,
                    std::span<const engine::event> events, engine::player_id seat, std::uint64_t version) {
  json seen = json::array();
  for (std::size_t i = 0; i < events.size(); ++i)  // a turn's and a phase's start said once (engine::restates)
    if (!engine::restates(events.first(i), events[i]))
      seen.push_back(event_json(engine::observe_event(events[i], after, seat), after));
  return entry_json(before, a, action_label(before, after, a, seat), std::move(seen), version);
}

json game_entry_json(const engine::state& before, const engine::state& after, const engine::action& a,
                     std::span<const engine::event> events, std::uint64_t version) {
  json all = json::array();
  for (const engine::event& e : events) all.push_back(event_json(e, after));
  return entry_json(before, a, engine::to_string(a, before), std::move(all), version);
}

}  // namespace megacorp::session
