// Internal to check/check_statements*.cpp: one function per statement kind, which the
// table of check_statements.cpp indexes by syntax kind (as run/effects.cpp's runners by op).
#pragma once

#include <algorithm>
#include <cstddef>

#include "check/checker.hpp"
#include "vocabulary/rule_table.hpp"

namespace megacorp {

struct checker::statements {
  using expr = checked::expr;
  // Each fills `e` (its place already set) from the statement `n`, and updates what `it`
  // refers to in `s` for the statements after it.
  using check = void (*)(checker& c, const node& n, scope& s, expr& e);
  // The function for a statement kind; null for a kind that is no statement.
  static check for_kind(syntax::kind k);

  // control: if, for each, may, a subject, do, do nothing (check_statements.cpp)
  static void check_if(checker& c, const node& n, scope& s, expr& e);
  static void warn_target_asked_twice(checker& c, const expr& e, const std::vector<const expr*>& first);
  static void check_for_each(checker& c, const node& n, scope& s, expr& e);
  static void check_may(checker& c, const node& n, scope& s, expr& e);
  static void check_subject(checker& c, const node& n, scope& s, expr& e);
  static void check_do(checker& c, const node& n, scope& s, expr& e);
  static void check_nothing(checker& c, const node& n, scope& s, expr& e);
  // The statement a `may` or a subject governs; when that is already refused as a cost,
  // the statement itself is not refused again.
  static expr governed(checker& c, const node& st, scope& s);
  // After any statement: refused if it cannot be a cost here; a target it acts on named.
  static void refuse_as_cost(checker& c, const node& n, const expr& e, const scope& s);
  // `sell SEL`, `put SEL into your hand` as costs: the payer's cards (check_cost_cards.cpp).
  static void refuse_cost_cards(checker& c, const node& n, const expr& e);
  static void name_targets(const expr& e, scope& s);
  // `it` read in e's amounts since `first` (checker::own_it_) names e's own target where it
  // has one; left to the statement around it otherwise, and refused at the outermost.
  static void own_target_read(checker& c, const expr& e, std::size_t first);
  static void name_moved(const expr& e, scope& s);
  static bool names_card_target(const expr& e);
  // What a statement counts for `that many` / `that much` after it (scope::counted).
  static std::uint8_t counts(const expr& e);
  static bool asks_may(const expr& e);
  static bool may_destroy(const expr& e);
  static void two_targets(const expr& e, scope& s);
  static bool acts_on_two(const expr& e);

  // cards: verbs, damage, choosing, moving, putting, deploying (check_statements_cards.cpp)
  static void check_verb(checker& c, const node& n, scope& s, expr& e);
  static void check_joined(checker& c, const node& n, scope& s, expr& e);
  static void redeploy_place(checker& c, const node& place, std::string_view verb, scope& s, expr& e);
  static void joined_targets(const expr& e, scope& s);
  static expr whole_zone(checker& c, const node& n, std::string_view verb);
  static void check_deal(checker& c, const node& n, scope& s, expr& e);
  static void check_remove_damage(checker& c, const node& n, scope& s, expr& e);
  static void check_choose(checker& c, const node& n, scope& s, expr& e);
  static void check_move(checker& c, const node& n, scope& s, expr& e);
  static void check_swap(checker& c, const node& n, scope& s, expr& e);
  static void check_bond(checker& c, const node& n, scope& s, expr& e);
  static void check_search(checker& c, const node& n, scope& s, expr& e);
  static void check_put(checker& c, const node& n, scope& s, expr& e);
  static void check_shuffle(checker& c, const node& n, scope& s, expr& e);
  static void check_deploy(checker& c, const node& n, scope& s, expr& e);
  static void check_discard(checker& c, const node& n, scope& s, expr& e);
  // `discard a card at random`, `destroy a character at random`, `gain control of ... at
  // random`: the selection marked
  // (op::chosen_at_random) for the game's generator to pick; `said` the verb.
  static void picked_at_random(checker& c, const node& where, expr& what, std::string_view said);

  // players and lasting changes: money, cards drawn, the game, modifiers, keywords,
  // counters (check_statements_players.cpp)
  static void check_draw(checker& c, const node& n, scope& s, expr& e);
  static void check_money(checker& c, const node& n, scope& s, expr& e);
  static void transfer(checker& c, const node& n, scope& s, expr& e);
  static void check_take(checker& c, const node& n, scope& s, expr& e);
  static void check_give(checker& c, const node& n, scope& s, expr& e);
  static void check_produce(checker& c, const node& n, scope& s, expr& e);
  static void check_take_traits(checker& c, const node& n, scope& s, expr& e);
  static void check_win(checker& c, const node& n, scope& s, expr& e);
  static void check_lose_game(checker& c, const node& n, scope& s, expr& e);
  static void check_modify(checker& c, const node& n, scope& s, expr& e);
  static void check_grant(checker& c, const node& n, scope& s, expr& e);
  // A keyword given for a time whose trigger cannot fire before the gift ends: a warning.
  static void unheard_triggers(checker& c, const expr& e);
  static void check_remove_keyword(checker& c, const node& n, scope& s, expr& e);
  // `gets +1 BQ and +1 IQ`, `gains A and B`, `loses A and B` (check_statements_players.cpp).
  static checked::expr more_modify(checker& c, const node& n, std::size_t i, scope& s);
  static checked::expr more_keyword(checker& c, const node& name_node);
  static void conjoined(checker& c, const node& n, const scope& s, checked::expr& e, checked::expr_list more);
  static void check_counters(checker& c, const node& n, scope& s, expr& e);
  // control: `gain control of SEL [DURATION]`, `exchange control of SEL and SEL`
  static void check_gain_control(checker& c, const node& n, scope& s, expr& e);
  // copies: `SEL becomes a copy of SEL [DURATION]`, `SEL gains the keywords of SEL DURATION`,
  // the rule `SEL has the traits of SEL [while ...]`
  static void check_become(checker& c, const node& n, scope& s, expr& e);
  static void check_gain_keywords_of(checker& c, const node& n, scope& s, expr& e);
  static void check_has_traits_of(checker& c, const node& n, scope& s, expr& e);
  // `they` where a statement acts on cards: the cards named before, as `them`; another word
  // that names only players is refused. Whether it reported an error.
  static bool they_as_cards(checker& c, const node& at, expr& what, std::string_view verb, const scope& s);
  static void one_card_in_play(checker& c, const node& n, scope& s, expr& e, std::string_view verb);
  static const node* place_in_selection(const node& n, node& what);
  static void place_beside_one(checker& c, const node& at, const expr& place);
  static void place_in_its_network(checker& c, const node& at, const expr& moved, const expr& place);
  static void adjacent_is_not_a_place(checker& c, const node& at, const expr& what, std::string_view verb);
  static bool model_out_of_play(checker& c, const node& at, const expr& model, std::string_view verb, const scope& s);
  // A statement that acts on one card refuses a selection naming several: "'VERB' DOES, and
  // 'TEXT' names several; name one (EXAMPLE)".
  static void one_only(checker& c, const node& at, const expr& sel, std::string_view verb, std::string_view does,
                       std::string_view example);
  static void check_exchange_control(checker& c, const node& n, scope& s, expr& e);
  // damage replaced: `deal that damage to SEL`, `prevent [N of | the first N of] that damage [each turn]`
  static expr that_damage(checker& c, const node& n, const scope& s);
  static void check_deal_that_damage(checker& c, const node& n, scope& s, expr& e);
  static void check_prevent(checker& c, const node& n, scope& s, expr& e);
  static void check_look(checker& c, const node& n, scope& s, expr& e);
  static void in_any_order(checker& c, const node& n, expr& e);
  static void under_your_control(checker& c, const node& n, expr& e);
  static void check_exchange_of_two(checker& c, const node& n, scope& s, expr& e);
  // `copy SEL[, you may choose new targets for the copy]`: an item on the stack
  static void check_copy(checker& c, const node& n, scope& s, expr& e);
  // `activate: COSTS -> EFFECT`: an ability activated as the text runs
  static void check_activate(checker& c, const node& n, scope& s, expr& e);
  // `[PLAYERS] choose(s) one: A; or B` (docs/rulings.md, Modes)
  static void check_modes(checker& c, const node& n, scope& s, expr& e);
  // `at the start of your next turn, EFFECT` (docs/rulings.md, Delayed effects)
  static void check_delayed(checker& c, const node& n, scope& s, expr& e);
  // `the next time SEL would be EVENT [this turn], instead EFFECT`, `prevent the next [N] damage
  // that would be dealt to SEL [this turn]` (docs/rulings.md, The next time)
  static void check_next_time(checker& c, const node& n, scope& s, expr& e);
  static void check_prevent_next(checker& c, const node& n, scope& s, expr& e);
  static void next_time_subject(checker& c, const node& n, std::size_t at, scope& s, expr& e);
  static expr next_time_duration(checker& c, const node& n, std::size_t at, const scope& s);
  static void check_restrict(checker& c, const node& n, scope& s, expr& e);
  static void restrict_players(checker& c, const node& n, expr& rule, const expr& players, const expr& duration);
  static void timed_cost_change(checker& c, const node& n, const expr& rule, const rule_table::form& f, const expr& duration);
  static void check_remove_counters(checker& c, const node& n, scope& s, expr& e);
  static void counter_kind(checker& c, const node& word, expr& e);  // `development`: e.text
  // Money: `2M`, or an amount (`X`, `the number of ...`).
  static expr money_amount(checker& c, const node& m, const scope& s);
  static expr per_each(checker& c, const node& per_node, expr amount, const scope& s);
  // How long a change lasts: the duration at n.children[i], if any; without one, only a
  // rule's change may last.
  static void lasting(checker& c, const node& n, std::size_t i, const scope& s, expr& e);

  // A statement `verb` of an effect or a cost that acts on cards in play only (docs/vocabulary.md
  // 6, 10) about `what`, written at n.children[i]: refused when `what` names cards in a hand,
  // deck, open market or annihilated zone, which it would leave as they are (or, as a cost,
  // could never pay).
  static void in_play_only(checker& c, const node& n, std::size_t i, expr& what, std::string_view verb,
                           const scope& s);
  // The selection at n.children[i].
  static expr sel(checker& c, const node& n, std::size_t i, scope& s) { return c.check_selection(n.children[i], s); }
};

namespace statement_parts {

using checked::expr;
using checked::op;

// Whether a selection can only name cards in play: a target, or a noun phrase without
// `in ZONE` (docs/vocabulary.md 7: without a zone, the cards in play).
// `one of them` and `the rest` name cards named before, wherever they are.
inline bool names_in_play(const expr& sel) {
  return sel.o == op::select && std::none_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
           return f.o == op::in_zone || f.o == op::among_named || f.o == op::rest_looked;
         });
}

// Whether a selection is `in ZONE` of a network (`a character in your network`): cards in play.
inline bool names_network(const expr& sel) {
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
           return f.o == op::in_zone && !f.args.empty() && words::as<words::zone>(f.args[0].word) == words::zone::network;
         });
}
inline bool is_annihilated_zone(const expr& z) { return words::as<words::zone>(z.word) == words::zone::annihilated; }

// Whether a selection names cards in an annihilated zone (`a character in your annihilated
// zone`, `the top card of your annihilated zone`).
inline bool in_annihilated_zone(const expr& sel) {
  if (sel.o == op::top_of_zone) return is_annihilated_zone(sel.args[1]);
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
           return f.o == op::in_zone && !f.args.empty() && is_annihilated_zone(f.args[0]);
         });
}

// Whether a selection names cards out of play only: `in ZONE` of a zone that is no network,
// or the top cards of a zone (docs/vocabulary.md 7.4 `in ZONE`, 7.6).
inline bool names_out_of_play(const expr& sel) {
  // (a network has no top: that is its own error)
  if (sel.o == op::top_of_zone) return words::as<words::zone>(sel.args[1].word) != words::zone::network;
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
           return f.o == op::in_zone && !f.args.empty() &&
                  words::as<words::zone>(f.args[0].word) != words::zone::network;
         });
}
// The determiner of a selection (`a`, `each`, `2`, `up to 3`): its first number filter, or
// null when it has none (`characters`, `target character`).
inline const expr* determiner_filter(const expr& sel) {
  if (sel.o != op::select) return nullptr;
  for (const expr& f : sel.args)
    if (f.o == op::number) return &f;
  return nullptr;
}
inline words::determiner determiner_word(const expr& f) { return words::as<words::determiner>(f.word); }
// Whether a number determiner counts exactly one (`1 character`).
inline bool counts_one(const expr& f) { return !f.args.empty() && f.args[0].o == op::number && f.args[0].value == 1; }
// Whether a selection names several cards: a noun phrase whose determiner is `each`, `all`,
// `up to N` (N above 1), `at least N`, `any number of`, or a number other than 1, or that has none
// (`characters`: each).
inline bool names_several(const expr& sel) {
  if (sel.o != op::select) return false;
  if (const expr* f = determiner_filter(sel)) {
    const auto d = determiner_word(*f);
    if (d == words::determiner::exactly || d == words::determiner::up_to) return !counts_one(*f);  // `up to 1`: one at most
    return d == words::determiner::each || d == words::determiner::at_least ||
           d == words::determiner::any_number;
  }
  return !sel.target;  // no determiner but `target`: each
}
// Whether a selection has its player choose one card: determiner `a`, `another` or `1`
// (`a character an opponent controls`), not a target (chosen as it is played).
inline bool chooses_one_card(const expr& sel) {
  const expr* f = sel.target ? nullptr : determiner_filter(sel);
  if (!f) return false;
  const auto d = determiner_word(*f);
  return d == words::determiner::exactly ? counts_one(*f) : words::chooses_one(d);
}
// Whether a selection names every card that fits: determiner `each` / `all`, or none (`characters`).
inline bool names_every(const expr& sel) {
  if (sel.o != op::select) return false;
  if (const expr* f = determiner_filter(sel)) return determiner_word(*f) == words::determiner::each;
  return !sel.target;
}
// Whether a selection names bonded cards (the adjective `bonded`: under a pile's top card).
inline bool names_bonded(const expr& sel) {
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
           return (f.o == op::with_state && words::as<words::state>(f.word) == words::state::bonded) ||
                  f.o == op::bonded_to;
         });
}
// The first filter of a selection that fits cards in play only (a card state but `other`,
// `PLAYER controls`, `in card radius`, `in an area`, `adjacent to`, `bonded to`: 001 Card
// States, Network, Advanced Rules, Bonding),
// or null: a card in a hand, deck, open market or annihilated zone never fits one.
inline const expr* play_only_filter(const expr& sel) {
  if (sel.o != op::select) return nullptr;
  for (const expr& f : sel.args)
    if ((f.o == op::with_state && words::as<words::state>(f.word) != words::state::other) || f.o == op::controlled_by ||
        f.o == op::in_radius || f.o == op::in_area || f.o == op::adjacent_to || f.o == op::bonded_to ||
        f.o == op::attacked_this_turn)
      return &f;
  return nullptr;
}
// Whether a selection is `target ...` (expr::target, Glossary: TARGET).
inline bool targeted(const expr& sel) { return sel.o == op::select && sel.target; }

}  // namespace statement_parts

}  // namespace megacorp
