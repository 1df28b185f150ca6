// Default (textless) card behaviour and the ask_* helpers.
#include "engine/behaviour.hpp"

#include "engine/state.hpp"

namespace engine {

card_behaviour::~card_behaviour() = default;
void card_behaviour::on_trigger(trigger_point, card_id, ops&) const {}
std::optional<cost> card_behaviour::cost_to_keep(const state&, card_id) const { return std::nullopt; }
bool card_behaviour::query(rule_query, const state&, card_id, bool default_answer, card_id) const {
  return default_answer;
}
int card_behaviour::number(rule_number, const state&, card_id, int default_value, card_id) const {
  return default_value;
}

bool ask(const state& s, rule_query q, card_id c, bool default_answer, card_id other) {
  return s.behaviour ? s.behaviour->query(q, s, c, default_answer, other) : default_answer;
}

int ask_number(const state& s, rule_number q, card_id c, int default_value, card_id other) {
  return s.behaviour ? s.behaviour->number(q, s, c, default_value, other) : default_value;
}

std::optional<cost> ask_cost_to_keep(const state& s, card_id c) {
  return s.behaviour ? s.behaviour->cost_to_keep(s, c) : std::nullopt;
}

}  // namespace engine
