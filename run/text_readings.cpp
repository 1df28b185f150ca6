// How the runner reads one ability: a rule's parts and the questions it answers, a
// trigger's entry, timing and event kinds, and the upkeep payment the engine asks for.
#include <cstdint>
#include <vector>

#include "run/text_behaviour_parts.hpp"

namespace megacorp::text_run {

namespace {
// A rule's entry and modal; none for the entry a test switched off.
rule_table::form decode(const checked::ref& row, const switched_off& off) {
  const rule_table::form f = rule_table::decode(row);
  if (off.rule >= 0 && f.e == &rule_table::all()[static_cast<std::size_t>(off.rule)]) [[unlikely]]
    return {};
  return f;
}
}  // namespace

rule_view view(const expr& rule, const switched_off& off) {
  rule_view v;
  if (rule.o != op::select || rule.args.empty()) return v;
  v.f = decode(rule.ref, off);
  v.subject = &rule.args[0];
  for (std::size_t i = 1; i < rule.args.size(); ++i) {
    if (rule.args[i].o == op::while_condition) v.condition = &rule.args[i].args[0];
    else if (v.object_count < v.objects.size()) v.objects[v.object_count++] = &rule.args[i];
  }
  return v;
}

// The questions one ability answers: a rule's entry, or a modifier's number.
std::uint64_t answers(const checked::ability& a, const switched_off& off) {
  if (a.kind != checked::ability_kind::rule) return 0;
  const expr& r = a.trigger;
  if (r.o == op::modify_valuation) return bit_of(rule_number::valuation);
  if (r.o == op::copy_traits) return bit_of(rule_number::traits_of);
  if (r.o == op::modify_trait && r.word != 0)
    return bit_of(engine::trait_number(static_cast<engine::trait>(words::trait_index(words::as<words::trait>(r.word)))));
  const rule_table::form f = decode(r.o == op::select ? r.ref : checked::ref{}, off);
  if (!f.e) return 0;
  if (f.m == rule_table::modal::must && f.e->obliges) return bit_of(f.e->must);
  if (f.e->change == rule_table::number_change::none) return bit_of(f.e->query);
  if (f.e->change == rule_table::number_change::area) return bit_of(rule_number::attack_area) | bit_of(rule_number::attack_trait);
  if (f.e->per_trait) {  // `cost 1 BQ less`: the trait's own number (its trait the last object)
    const expr& t = r.args.back().o == op::while_condition ? r.args[r.args.size() - 2] : r.args.back();
    if (t.o != op::trait_arg || t.word == 0) return 0;
    return bit_of(static_cast<rule_number>(static_cast<int>(f.e->number) + words::trait_index(words::as<words::trait>(t.word))));
  }
  return bit_of(f.e->number);
}

namespace {
// Whether an amount is never below 0 whatever the game: a number, a count, what a player or
// a card holds. Conservative: anything else (a `-N`, a keyword's parameter, a valuation)
// may be.
bool never_negative(const expr& a) {
  switch (a.o) {
    case op::number: return a.value >= 0;
    case op::per_each: case op::half_of: return !a.args.empty() && never_negative(a.args[0]);
    case op::count_of: case op::trait_of: case op::damage_dealt: case op::replaced_damage: case op::money_of:
    case op::pool_of: case op::damage_on: case op::counters_on: case op::counters_removed: case op::drawn_by:
    case op::played_by: case op::bought_by: case op::sold_by: case op::destroyed_count: case op::left_count: case op::destroyed_way:
    case op::hand_of: case op::that_many:
      return true;
    default: return false;
  }
}
}  // namespace

// The numbers one ability may lower: those it answers, but for a trait rule whose amount is
// never negative (`rule: characters adjacent to this get +1 BQ`).
std::uint64_t lowers(const checked::ability& a, const switched_off& off) {
  const expr& r = a.trigger;
  if (a.kind == checked::ability_kind::rule && r.o == op::modify_trait && r.args.size() > 1 && never_negative(r.args[1])) return 0;
  return answers(a, off);
}

// What a trigger waits for, a phrase or a step of the turn (event_triggers): the checker
// sets it (monostate: none).
const checked::ref& entry_of(const expr& t) { return t.ref; }

// When a trigger hears of its event: at once or after the action (event_triggers::timing_of).
trigger_timing timing_of(const expr& t) {
  return event_triggers::timing_of(entry_of(t), !t.args.empty() && t.args[0].o == op::this_card);
}

namespace {
// `if you did not { destroy this }`, and nothing else.
bool destroys_unless_paid(const expr& e) {
  if (e.o != op::if_then || e.args.size() != 2 || e.args[0].o != op::did ||
      checked::payload<checked::outcome>(e.args[0]) != checked::outcome::did_not)
    return false;
  const expr& then = e.args[1].o == op::sequence && e.args[1].args.size() == 1 ? e.args[1].args[0] : e.args[1];
  return then.o == op::destroy && then.args.size() == 1 && then.args[0].o == op::this_card;
}
}  // namespace

// `when your upkeep step begins: you may pay COST; if you did not { destroy this }`, exactly
// (UPKEEP's text): the cost the engine's upkeep decision asks for (001 Accounting Phase: pay,
// or the card is destroyed). Any other text after the payment (`gain 5M`, or `destroy this`
// whatever was paid) is an ordinary trigger, run as written: the engine's decision does
// only what this form says.
const expr* upkeep_payment(const checked::ability& a) {
  static const checked::step_trigger upkeep = *event_triggers::parse_step("your upkeep step begins");
  const checked::step_trigger* step = event_triggers::step_of(entry_of(a.trigger));
  if (a.kind != checked::ability_kind::triggered || !step || !(*step == upkeep)) return nullptr;
  const expr& body = a.effect;
  if (body.o != op::sequence || body.args.size() != 2 || body.args[0].o != op::may ||
      !destroys_unless_paid(body.args[1]))
    return nullptr;
  const expr& choice = body.args[0].args.back();
  const expr& pay = choice.o == op::sequence && choice.args.size() == 1 ? choice.args[0] : choice;
  return pay.o == op::pay_money ? &pay.args[0] : nullptr;
}

// A triggered ability that waits for an engine event (events as triggers): every one but
// the upkeep payment the engine asks for itself.
bool waits_for_event(const checked::ability& a) {
  return a.kind == checked::ability_kind::triggered && !upkeep_payment(a);
}

// The event kinds an ability waiting for events needs.
std::vector<engine::event_kind> kinds_for(const expr& trigger) {
  const checked::ref& entry = entry_of(trigger);
  if (!trigger.args.empty()) {
    const engine::event_kind k = event_triggers::kind_of(entry);
    if (k == engine::event_kind::trigger_fired) return {};  // no phrase: nothing fires it
    const engine::event_kind also = event_triggers::also_kind_of(entry);
    if (also != engine::event_kind::trigger_fired) return {k, also};
    return {k};
  }
  const auto step = event_triggers::step_of(entry);
  if (!step) return {};
  return {step->begins ? engine::event_kind::step_began : engine::event_kind::step_ended};
}

}  // namespace megacorp::text_run
