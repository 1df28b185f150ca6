// The syntax tree: what the parser produces and the checker reads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <string_view>
#include <vector>

#include "grammar/source.hpp"

namespace megacorp::syntax {

// One kind per construct of the language; docs/language.md shows an example of each.
enum class kind : std::uint8_t {
  file,
  // top-level forms
  card, keyword_def, deck, variant_def,
  // leaves
  name, word, upper_name, number, tag, trait, null_value, sign, modal, cmp,
  // card fields
  field_type, field_faction, field_cost, field_traits, field_tags, field_keywords,
  field_valuation, field_business, field_flavour, field_art, field_unknown,
  cost, money_term, trait_term, trait_entry, shape, keyword_use, param,
  // deck fields
  deck_business, deck_founder, deck_list, deck_entry,
  // abilities
  ability_triggered, ability_activated, ability_resolve, ability_additional_cost, ability_rule, ability_replace,
  trigger_step, trigger_once, phrase, rule_permission,
  // effects
  effect, stmt_if, stmt_for_each, stmt_may, stmt_deal, stmt_remove_damage, stmt_verb, stmt_move, stmt_swap,
  stmt_bond, stmt_search, stmt_put, stmt_shuffle, stmt_deploy, stmt_draw, stmt_discard, stmt_money, stmt_take,
  stmt_take_traits,
  stmt_give, stmt_produce, stmt_modify, stmt_grant, stmt_remove_keyword, stmt_counters, stmt_remove_counters, stmt_win,
  stmt_lose_game, stmt_nothing, stmt_choose, stmt_subject, stmt_gain_control, stmt_exchange_control, stmt_do, stmt_prevent, stmt_look,
  stmt_become, stmt_gain_keywords_of, stmt_has_traits_of, stmt_restrict, stmt_activate, stmt_modes,
  stmt_delayed, stmt_next_time, stmt_copy, scope_end,
  // selections
  selection, pronoun, determiner, adjective, faction, noun, sel_top, joined_subject,
  qual_with, qual_without, qual_control, qual_radius, qual_area, qual_adjacent,
  qual_valuation, qual_combined_valuation, qual_other_than, qual_in_zone, qual_same_name, qual_named, qual_number,
  qual_type, qual_most, qual_attacked, qual_than, qual_have,
  qual_bonded_to, sel_rest, sel_of_them, sel_player_of, possessive_player,
  zone, owner, zone_name, destination, pool_ref,
  // amounts, conditions, durations
  amount_count, amount_trait, amount_param, amount_dealt, amount_per, amount_money, amount_pool, amount_damage_on,
  amount_valuation, amount_counters_on, that_damage, amount_drawn, amount_counters_removed, amount_that_many, at_random, amount_bought,
  amount_played, turn_destroyed, way_destroyed, turn_left, amount_extreme, amount_half,
  cond_or, cond_and, cond_not, cond_state, cond_has, cond_control, cond_compare, cond_did, cond_have, cond_have_than,
  cond_has_counters, cond_empty, cond_turn, cond_rules, cond_deployed, cond_left, cond_attacked, cond_have_most, cond_played, cond_bought, cond_stack,
  duration_until_end_of_turn, duration_while, activation_limit, activation_count,
  // scenarios
  scenario, player_name, possessive, coordinate, cell, zone_ref, card_ref, card_entry, card_list,
  setup_pile, cell_damage, cell_counters, cell_owner, cell_bonded, setup_cell, setup_network,
  setup_money, pool_entry, setup_pool, setup_player, setup_rules, setup_seed, setup_turn, setup_pending, setup_cites,
  scenario_action, act_bid, act_mulligan, act_keep, act_upkeep, act_buy_revealed, act_bottom_revealed,
  act_produce, act_buy_out, act_buy, act_sell, act_pass, act_advance, act_concede, act_attack, act_block,
  assignment, act_assign, act_retaliate, act_play, act_activate, act_choose, act_move, mode_choice,
  scenario_expect, exp_refused, exp_log, exp_turn, exp_winner, exp_lost, exp_money, exp_pool, exp_zone_is,
  exp_zone_count, exp_in, exp_on_top, exp_damage, exp_counters, exp_trait, exp_at, exp_bonded, exp_state,
  exp_deck, exp_sees, exp_controlled, setup_deck,
  kind_count_
};

const char* kind_name(kind k);

struct node;

// The children of a node: consecutive nodes in the storage of its file's trees.
class node_list {
 public:
  node_list() = default;
  node_list(const node* first, std::uint32_t count) : first_(first), count_(count) {}

  const node* begin() const { return first_; }
  const node* end() const;
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  const node& operator[](std::size_t i) const;
  const node& front() const { return (*this)[0]; }
  const node& back() const { return (*this)[count_ - 1]; }

 private:
  const node* first_ = nullptr;
  std::uint32_t count_ = 0;
};

// A node views the bytes of its file that it covers. Its children live in storage the
// file owns (source_file::keep), as its text does: a tree lives as long as its file.
// A plain value of 32 bytes; `k` sits in the padding at the end of `children`.
struct node {
  std::string_view text;
  [[no_unique_address]] node_list children;
  kind k = kind::file;

  bool is(kind other) const { return k == other; }
  const node* find(kind other) const {
    for (const node& c : children)
      if (c.k == other) return &c;
    return nullptr;
  }
};

inline const node* node_list::end() const { return first_ + count_; }

// Asks the cache for the first children of `n` (four lines: a card's fields) ahead of their
// use. A pass over many forms meets each form's children far from the last ones, a cache
// miss each; asked for a few forms ahead, the misses overlap (checker::collect_names).
inline void prefetch_children(const node& n) {
  const char* first = reinterpret_cast<const char*>(n.children.begin());
  for (int line = 0; line < 4; ++line) __builtin_prefetch(first + 64 * line);
}
inline const node& node_list::operator[](std::size_t i) const { return first_[i]; }

// Where `n` is in `file`, which holds the text it views.
inline span span_of(const source_file* file, const node& n) {
  auto begin = static_cast<std::uint32_t>(n.text.data() - file->text().data());
  return {file, begin, begin + static_cast<std::uint32_t>(n.text.size())};
}

// The nodes of the trees parsed from one file, in blocks of raw memory that never move
// (nodes are trivially destructible, so a block is freed as bytes).
struct node_storage {
  struct block {
    std::unique_ptr<std::byte[]> bytes;
    std::uint32_t size = 0;  // in nodes
  };
  std::vector<block> blocks;
};
static_assert(std::is_trivially_copyable_v<node> && std::is_trivially_destructible_v<node>);

}  // namespace megacorp::syntax
