// The evaluator over checked effect trees (docs/language.md for what each construct means):
// what it can evaluate, contexts, keyword parameters and the runner's guard. The constructs
// are run by board.cpp, filters.cpp, selections.cpp, choices.cpp, conditions.cpp,
// effects*.cpp, players.cpp, costs.cpp and keywords_in_play.cpp.
#include "run/evaluator_parts.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "ir/render.hpp"

namespace megacorp {

using namespace run_parts;

bool can_evaluate(const expr& e, const switched_off& off) {
  auto all = [&off](const checked::expr_list& v) {
    return std::all_of(v.begin(), v.end(), [&off](const expr& a) { return can_evaluate(a, off); });
  };
  switch (e.o) {
    case op::this_card:
    case op::bound:
    case op::you:
    case op::number:
    case op::cost_arg:
    case op::parameter:
    case op::with_tag:
    case op::without_tag:
    case op::with_keyword:
    case op::without_keyword:
    case op::did:
    case op::rules_are:
    case op::until_end_of_turn: case op::until_end_of_phase: case op::until_next_turn:  // durations
    case op::until_controller_accounting: case op::until_end_of_combat: case op::until_end_of_next_turn:
    case op::damage_dealt:
    case op::chosen_amount:
    case op::counters_removed:
    case op::replaced_damage: case op::that_many:  // amounts the runner keeps
    case op::stack_empty: case op::of_faction: case op::is_period: case op::attacked_this_turn: case op::named:
      return true;
    case op::player_ref:  // the card this is bonded to, a card or player of the combat, its controller, ...
      return e.word != 0;
    case op::zone:  // `your main deck`, `its owner's hand`
      return e.word != 0 && (e.args.empty() || e.args[0].word != 0);
    case op::top_of_zone: return all(e.args);
    case op::trait_arg: case op::of_type:  // `cost 1 BQ less`: its trait; `that is a character`: its noun
    case op::with_state: return e.word != 0;
    case op::has_state: return e.word != 0 && all(e.args);
    case op::in_zone: {  // `in your hand`, `in its owner's hand` (`its`: see its_card)
      const checked::expr_list& whose = e.args[0].args;
      return whose.empty() || whose[0].word != 0;
    }
    case op::controlled_by:  // `target player controls` is a check error in a rule
      return e.word != 0 && (off.word_is_off<controller>(e.word) || !words::is_target(words::as<controller>(e.word)));
    case op::while_condition:
    case op::modify_trait:
    case op::modify_valuation:
    case op::copy_traits:
    case op::in_radius:
    case op::in_area:  // anchored at this card, or at the card its selection names
    case op::adjacent_to:
    case op::bonded_to:
    case op::other_than:
    case op::same_name_as:
    case op::valuation_at_most:
    case op::select:
    case op::any_of:
    case op::all_of:
    case op::negate:
    case op::has_tag:
    case op::has_keyword:
    case op::adjacent:
    case op::is_kind:
    case op::controls:
    case op::compare:
    case op::count_of:
    case op::trait_of:
    case op::per_each:
    case op::money_of: case op::hand_of:
    case op::pool_of:
    case op::damage_on:
    case op::counters_on:
    case op::valuation_of:
    case op::extreme_of: case op::half_of:
    case op::drawn_by: case op::played_by: case op::bought_by: case op::sold_by: case op::destroyed_count: case op::destroyed_way: case op::was_destroyed:  // of the turn
    case op::has_amount: case op::has_most: case op::most_of:  // `with the most money`: its quantity
    case op::pool_empty: case op::deployed_this_turn: case op::on_stack: case op::left_count: case op::left_play:
    case op::attacked_turn:
      return all(e.args);
    case op::with_number: return e.word != 0 && can_evaluate(e.args[0], off);
    default: return false;
  }
}

[[noreturn]] void run_parts::unsupported(const expr& e, const std::string& what) {
  throw text_not_supported(fmt::format("{}: the interpreter cannot run {} yet ('{}')", where(e), what, render(e)));
}

std::string where(const expr& e) {
  if (!e.where.file) return "card text";
  const line_col lc = e.where.file->locate(e.where.begin);
  return fmt::format("{}:{}:{}", e.where.file->name(), lc.line, lc.column);
}

eval_context context_for(const library& lib, const engine::state& s, card_id self, const checked::keyword_use* use,
                         const switched_off& off) {
  eval_context c;
  c.off = &off;
  c.lib = &lib;
  c.s = &s;
  c.self = self;
  c.you = self == no_card ? engine::no_player : s.card(self).controller;
  c.use = use;
  return c;
}

const checked::card& checked_card(const eval_context& c, card_id card) {
  return *c.lib->cards()[c.s->def(card).behaviour];
}

const expr* parameter(const eval_context& c, checked::param_id p) {
  const auto i = static_cast<std::size_t>(p);
  if (!c.use || !c.use->def || i >= c.use->def->params.size() || i >= c.use->args.size()) return nullptr;
  return &c.use->args[i];
}

const expr* parameter(const eval_context& c, const expr& e) {
  const auto* p = std::get_if<checked::param_id>(&e.ref);
  return p ? parameter(c, *p) : nullptr;
}

const checked::keyword& keyword_of(const eval_context& c, const expr& e) {
  const auto* k = std::get_if<checked::keyword_id>(&e.ref);
  const auto& all = c.lib->keywords();
  if (!k || static_cast<std::size_t>(*k) >= all.size()) unsupported(e, fmt::format("the keyword '{}'", render(e)));
  return *all[static_cast<std::size_t>(*k)];
}

// `do price`: the effect given as the keyword's argument; `own` becomes the context it runs
// in (the card's own text, not the keyword's).
const expr& run_parts::argument_of(const eval_context& c, const expr& do_stmt, eval_context& own) {
  const expr* arg = parameter(c, do_stmt);
  if (!arg || arg->o != op::effect_arg || arg->args.empty()) unsupported(do_stmt, "'do' without an effect argument");
  own = c;
  own.use = nullptr;
  return arg->args[0];
}

}  // namespace megacorp
