#include "ir/checked.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <iterator>
#include <memory>

namespace megacorp::checked {

namespace {

// How many ops there are: the last one's index + 1 (chosen_amount is the last: an op added
// after it must move this bound). No sentinel enumerator, which the exhaustive switch of
// ir/render.cpp would have to name.

// Each op's name, in the order of the enum (checked.hpp).
constexpr const char* op_names[] = {
    "sequence",
    "if_then",
    "for_each",
    "may",
    "deal_damage",
    "remove_damage",
    "prevent_damage",
    "destroy",
    "annihilate",
    "engage",
    "disengage",
    "reveal",
    "redeploy",
    "unbond",
    "cancel",
    "reset",
    "sell",
    "choose",
    "move",
    "swap",
    "bond",
    "search",
    "put",
    "shuffle",
    "deploy",
    "draw",
    "discard",
    "gain_money",
    "lose_money",
    "pay_money",
    "take_money",
    "take_traits",
    "give_money",
    "produce",
    "modify_trait",
    "modify_valuation",
    "grant_keyword",
    "remove_keyword",
    "add_counters",
    "remove_counters",
    "win_game",
    "lose_game",
    "gain_control",
    "exchange_control",
    "copy",
    "nothing",
    "do_parameter",
    "grant_rule",
    "look",
    "become_copy",
    "grant_keywords_of",
    "activate",
    "choose_mode",
    "delayed",
    "next_time",
    "joined",
    "this_card",
    "bound",
    "you",
    "player_ref",
    "select",
    "top_of_zone",
    "joined_cards",
    "with_tag",
    "with_keyword",
    "without_tag",
    "without_keyword",
    "controlled_by",
    "in_radius",
    "in_area",
    "adjacent_to",
    "valuation_at_most",
    "combined_valuation_at_most",
    "other_than",
    "in_zone",
    "with_state",
    "same_name_as",
    "chosen_at_random",
    "named",
    "with_number",
    "of_faction",
    "of_type",
    "attacked_this_turn",
    "bonded_to",
    "among_named",
    "rest_looked",
    "most_of",
    "zone",
    "into",
    "bottom_of",
    "top_of",
    "number",
    "parameter",
    "count_of",
    "trait_of",
    "damage_dealt",
    "per_each",
    "replaced_damage",
    "money_of",
    "pool_of",
    "damage_on",
    "valuation_of",
    "counters_on",
    "counters_removed",
    "drawn_by",
    "played_by",
    "bought_by",
    "sold_by",
    "destroyed_count",
    "left_count",
    "destroyed_way",
    "hand_of",
    "extreme_of",
    "half_of",
    "that_many",
    "any_of",
    "all_of",
    "negate",
    "has_state",
    "has_tag",
    "has_keyword",
    "controls",
    "compare",
    "adjacent",
    "is_kind",
    "has_most",
    "did",
    "has_amount",
    "pool_empty",
    "is_period",
    "rules_are",
    "deployed_this_turn",
    "was_destroyed",
    "left_play",
    "attacked_turn",
    "stack_empty",
    "on_stack",
    "until_end_of_turn",
    "while_condition",
    "until_end_of_phase",
    "until_next_turn",
    "until_controller_accounting",
    "until_end_of_combat",
    "until_end_of_next_turn",
    "trait_arg",
    "tag_arg",
    "shape_arg",
    "cost_arg",
    "effect_arg",
    "chosen_amount",
    "copy_traits",
};
static_assert(std::size(op_names) == op_count, "op_names lacks a name or has one too many: one per op, in order");


}  // namespace

const char* op_name(op o) { return op_names[static_cast<std::size_t>(o)]; }

const char* manner_name(manner m) {
  static constexpr std::array<const char*, 11> names = {"all",          "divided",  "first_each_turn", "new_targets",
                                                        "in_any_order", "for_free", "whole_zone",      "any_players",
                                                        "prevent_next", "joined",   "your_control"};
  static_assert(names.size() == static_cast<std::size_t>(manner::your_control) + 1, "one name per manner");
  return names[static_cast<std::size_t>(m)];
}

bool names_its_targets(op o) {
  return o == op::deal_damage || o == op::remove_damage || o == op::put || o == op::gain_money || o == op::lose_money ||
         o == op::modify_trait || o == op::modify_valuation || o == op::grant_keyword || o == op::remove_keyword ||
         o == op::grant_rule || o == op::gain_control || o == op::exchange_control || o == op::move || o == op::swap ||
         o == op::become_copy || o == op::grant_keywords_of || o == op::add_counters || o == op::remove_counters ||
         o == op::next_time || o == op::bond;
}

const expr* subject_target(const expr& e) {
  if (e.o != op::may && e.o != op::for_each) return nullptr;
  if (e.args.empty() || e.args[0].o != op::player_ref || e.args[0].args.empty()) return nullptr;
  const expr& of = e.args[0].args[0];
  return of.o == op::select && of.target ? &of : nullptr;
}

namespace {
// Statements with an amount and a target card as their object (docs/vocabulary.md 6).
bool amount_and_card(op o) {
  return o == op::deal_damage || o == op::remove_damage || o == op::modify_trait || o == op::modify_valuation ||
         o == op::add_counters || o == op::remove_counters;
}

bool is_amount(op o) { return (o >= op::number && o <= op::that_many) || o == op::chosen_amount; }

std::size_t marked_in(const expr& e) {
  std::size_t n = e.o == op::bound && e.value == own_target_it ? 1 : 0;
  for (const expr& a : e.args) n += marked_in(a);
  return n;
}

// The statement whose amounts are read: e, or the statement its subject governs.
const expr& amount_holder(const expr& e) { return subject_target(e) ? e.args.back() : e; }
}  // namespace

const expr* own_target(const expr& e) {
  if (const expr* t = subject_target(e)) return t;
  if (!amount_and_card(e.o)) return nullptr;
  const expr* found = nullptr;
  for (const expr& a : e.args) {
    if (a.o != op::select || !a.target) continue;
    const bool counted = std::any_of(a.args.begin(), a.args.end(), [](const expr& f) { return f.o == op::number && f.target; });
    if (found || counted) return nullptr;  // `up to 2 target characters`, two targets: `it` would be which?
    found = &a;
  }
  return found;
}

std::size_t own_target_reads(const expr& e) {
  std::size_t n = 0;
  for (const expr& a : amount_holder(e).args)
    if (is_amount(a.o)) n += marked_in(a);
  return n;
}

bool reads(const expr& e, op o) {
  return e.o == o || std::any_of(e.args.begin(), e.args.end(), [o](const expr& a) { return reads(a, o); });
}

bool reads_own_target(const expr& e) {
  return (amount_and_card(e.o) || subject_target(e)) && own_target_reads(e) > 0;
}

void forget_arena_lists(expr_list& list) noexcept {
  if (list.data() == nullptr || !from_arena(list.data())) return;
  assert(arena_lists_only(list));
  std::construct_at(&list);  // its lifetime ends unwalked: it owns only arena memory
}

bool arena_lists_only(const expr_list& list) noexcept {
  if (list.data() != nullptr && !from_arena(list.data())) return false;
  for (const expr& a : list)
    if (!arena_lists_only(a.args)) return false;
  return true;
}

bool is_choice(const expr& e) {
  return e.o == op::choose || (e.o == op::for_each && e.args.size() == 2 && e.args[1].o == op::choose);
}

// Each kind's name, which is also its first spelling in vocabulary/param_kinds.cpp
// (tests/lang/vocabulary_doc_test.cpp reads every name back through that table).
const char* param_kind_name(param_kind k) {
  static constexpr const char* names[] = {"number", "cost", "trait", "tag", "shape", "effect"};
  static_assert(std::size(names) == static_cast<std::size_t>(param_kind::effect) + 1);
  return names[static_cast<std::size_t>(k)];
}

const char* ability_kind_name(ability_kind k) {
  static constexpr const char* names[] = {"triggered", "activated", "resolve", "rule", "replacement", "additional cost"};
  static_assert(std::size(names) == static_cast<std::size_t>(ability_kind::additional_cost) + 1);
  return names[static_cast<std::size_t>(k)];
}

}  // namespace megacorp::checked
