// Statements that change cards in play: engage, destroy, counters, damage, traits, keywords, valuation, copies.
#include "run/statement_runners.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/destroy_together.hpp"
#include "engine/rules.hpp"
#include "ir/render.hpp"
#include "run/durations.hpp"
#include "vocabulary/rule_table.hpp"

namespace megacorp::run_parts {

namespace {
// `engage a character you control` with no card that fits and can be engaged (or disengaged):
// nothing is chosen (docs/rulings.md, Another player's choice: Nothing to choose), and the log
// says so (issue 27).
void nothing_to_turn(const eval_context& c, const expr& e, engine::ops& o) {
  o.record(e.o == op::engage ? engine::path::text_engage_no_card : engine::path::text_disengage_no_card,
           {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = c.self, .card2 = c.self,
            .why = engine::rule::nothing_to_choose});
}

// `until end of combat` with no combat under way: there is none for the change to end with,
// so it makes none, and the log says why (docs/rulings.md, Durations).
bool no_combat_to_end(const eval_context& c, const expr& e, engine::ops& o) {
  if (!changes_end_with_combat(e) || o.st().combat.active()) return false;
  o.record(engine::path::text_no_combat_to_end, {.kind = engine::event_kind::nothing_happened, .player = c.you,
                                                 .card = c.self, .card2 = c.self, .why = engine::rule::no_combat_to_end});
  return true;
}
}  // namespace

void run_engage(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
    if (is_choice(c, e.args[0]) || counted(c, e.args[0])) {
      // `engage a character you control` (a cost), `engage 2 ...`: only a card that can be engaged fits.
      std::vector<card_id> options = choice_options(c, e.args[0]);
      std::erase_if(options, [&](card_id x) { return !can_turn(s, x, e.o); });
      if (options.empty()) return nothing_to_turn(c, e, o);
      const std::string what = render(e.args[0]) + (e.o == op::engage ? " that is disengaged" : " that is engaged");
      const std::vector<card_id> picked = ask_for_cards(c, o, e.args[0], options, counted(c, e.args[0]).value_or(how_many{1, 1}), what);
      if (c.found && !picked.empty()) *c.found = picked;
      for (card_id x : picked) {
        if (e.o == op::engage) o.engage(engine::path::text_engaged_each, x, engine::rule::engage);
        else o.disengage(engine::path::text_disengaged_each, x, engine::rule::disengage);
      }
      return;
    }
    run_destroy(c, e, o);
}

namespace {
// `engage X`: a card that cannot be engaged (001 Card States; 001 Glossary TERRAIN C.) is
// not, and the log says so, with the keyword that decided (issue 27).
void engage_by_text(const eval_context& c, engine::ops& o, card_id card) {
  if (o.engage(engine::path::text_engaged, card, engine::rule::engage)) return;
  o.record(engine::path::text_engage_refused,
           {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = card, .card2 = c.self,
            .why = engine::rule::cannot_engage, .by = engine::keyword_deciding(o.st(), engine::rule_query::can_engage, card)});
}
}  // namespace

void run_destroy(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  std::vector<card_id> cards = pick_named(c, e.args[0], o);
  // `destroy each character`: destroyed together (engine::replaced_first)
  if (e.o == op::destroy) engine::replaced_first(s, cards, {.by = c.self, .how = engine::destroyed_how::by_effect, .why = why});
  for (card_id card : cards) {
    if (e.o == op::annihilate && can_annihilate(s, card)) o.annihilate(engine::path::text_annihilated_card, card, engine::rule::annihilate);
    if (!in_pile(s, card)) continue;
    if (e.o == op::destroy) o.destroy(engine::path::text_destroyed, card, why, c.self, engine::destroyed_how::by_effect);
    else if (e.o == op::engage && !s.card(card).engaged) engage_by_text(c, o, card);
    else if (e.o == op::disengage && s.card(card).engaged &&
             engine::ask(s, engine::path::text_disengage_allowed, engine::rule_query::can_disengage, card, true))
      o.disengage(engine::path::text_disengaged, card, engine::rule::disengage);
  }
}

namespace {
// A statement's cards when its selection is a choice (`sell a card you control`, `remove 1
// development counter from a card you control`): asked among the options that `can` be acted
// on (none: none), and `them` afterwards; nullopt when the selection names its cards.
template <class Can>
std::optional<std::vector<card_id>> chosen_among(eval_context& c, engine::ops& o, const expr& sel, Can can,
                                                 const char* what) {
  if (!is_choice(c, sel) && !counted(c, sel)) return std::nullopt;
  std::vector<card_id> options = choice_options(c, sel);
  std::erase_if(options, [&](card_id x) { return !can(x); });
  if (options.empty()) return std::vector<card_id>{};
  std::vector<card_id> cards = ask_for_cards(c, o, sel, options, counted(c, sel).value_or(how_many{1, 1}), render(sel) + what);
  if (c.found) *c.found = cards;
  return cards;
}
}  // namespace

// `sell SEL` (docs/rulings.md, Sold by card text): each card is sold by its controller as in
// the Divest Phase (001 Divest Phase), one that cannot be sold is left; a choice (`sell a
// card you control`) is among the cards that can be.
void run_sell(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  const auto can = [&](card_id x) { return engine::text_can_sell(s, x); };
  // As a cost, among the payer's cards only (docs/vocabulary.md 10).
  std::optional<std::vector<card_id>> chosen;
  if (paying_cost(c)) chosen = pick_paying(c, o, op::sell, e.args[0]);
  else chosen = chosen_among(c, o, e.args[0], can, " that can be sold");
  const std::vector<card_id> cards = chosen ? std::move(*chosen) : pick_named(c, e.args[0], o);
  for (card_id card : cards)
    if (!s.over() && engine::text_can_sell(s, card))
      o.sell(engine::path::text_sold, engine::path::text_sale_received, engine::path::text_sale_gain_allowed, card,
             s.card(card).controller, engine::rule::text_sale, engine::text_sale_is_phase_sale(s, card));
}

// The amount is read once, at the first card, before any has a counter more
// (docs/rulings.md, An amount that reads what it changes).
void run_add_counters(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  std::optional<int> n;
  for (card_id card : pick_cards(c, e.args[1], o)) {
    if (!in_pile(s, card)) continue;
    if (!n) n = std::max(0, amount(c, e.args[0]));
    o.add_counters(engine::path::text_counters_added, card, *n, why);
  }
}

// `remove N development counters from SEL` (value 1: all of them). A card chosen (`a card you
// control`, also as a cost) is one that has the counters to remove (003 Glossary DEVELOPMENT).
void run_remove_counters(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  const int n = takes(e, checked::manner::all) ? std::numeric_limits<std::int16_t>::max() : std::max(0, amount(c, e.args[0]));
  const int needed = takes(e, checked::manner::all) ? 1 : std::max(1, n);
  const auto has = [&](card_id x) { return s.card(x).counters >= needed; };
  std::optional<std::vector<card_id>> chosen = chosen_among(c, o, e.args[1], has, " that has the counters");
  const std::vector<card_id> cards = chosen ? std::move(*chosen) : pick_cards(c, e.args[1], o);
  for (card_id card : cards)
    if (in_pile(s, card)) o.remove_counters(engine::path::text_counters_removed, card, n, why);
}

// `deal that damage to SEL`: the damage a `dealt damage` replacement replaces goes on to the
// card instead, the same damage by the same source (docs/rulings.md, Damage prevented or
// redirected); the engine deals it once the replacement is done. A choice of the card is
// the acting player's; none in play: the damage stays where it was going.
void run_redirect_damage(eval_context& c, const expr& e, engine::ops& o) {
  if (c.replaced.depth < 0) unsupported(e, "'that damage' outside a 'dealt damage' replacement");
  for (card_id card : pick_cards(c, e.args[1], o))
    if (in_network(o.st(), card)) return o.redirect_damage(c.replaced.depth, card);
}

// `prevent N of that damage`: N of the damage replaced is not dealt, the rest goes on
// (all of it without N); `the first N ... each turn`: no more than N this turn by this
// ability (engine::state::prevented).
void run_prevent_damage(eval_context& c, const expr& e, engine::ops& o) {
  if (c.replaced.depth < 0) unsupported(e, "'that damage' outside a 'dealt damage' replacement");
  int n = e.args.empty() ? o.damage_replaced(c.replaced.depth).amount : std::max(0, amount(c, e.args[0]));
  if (takes(e, checked::manner::first_each_turn)) n = std::max(0, n - o.prevented_this_turn(c.self, c.replaced.ability));
  const int prevented = o.prevent_damage(c.replaced.depth, n);
  if (takes(e, checked::manner::first_each_turn)) o.add_prevented(c.self, c.replaced.ability, prevented);
}

namespace {
// Damage in a trait no card it names has: nothing is dealt (001 Traits, Important Note: a
// card with a null trait "simply doesn't have that trait at all"), and the log says so.
void no_trait_to_hit(const eval_context& c, engine::ops& o, engine::path at, card_id card, engine::trait t, int n) {
  if (o.asked()) return;  // a question held: nothing is acted on, nor said (engine::ops::hold_questions)
  o.record(at, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = card, .card2 = c.self, .amount = n, .t = t,
                .why = engine::rule::null_trait_no_damage});
}

// `each character ...`: a selection of every card that fits, not a target, a choice, a
// count or a pronoun.
bool every_fit_named(const eval_context& c, const expr& sel) {
  return sel.o == op::select && !sel.target && !is_choice(c, sel) && !counted(c, sel);
}

// What a statement's damage did: the cards it hit (destroy_lethal) and the damage dealt, which
// the source's `when this deals any damage` hears once the lethal hits are destroyed.
struct damage_done {
  std::vector<card_id> cards;
  std::vector<engine::event> dealt;
};

// Deals n damage in trait t to a card, and adds the card it hit to `hits` (destroy_lethal).
// A card named by an `each` selection that lacks the trait is passed over unsaid: the text
// names a kind of card, not that one.
void deal_to(eval_context& c, const expr& e, engine::ops& o, card_id card, engine::trait t, int n, damage_done& hits) {
  const engine::state& s = o.st();
  if (s.over() || !in_pile(s, card) || n == 0) return;
  if (!engine::has_trait(s, card, t)) {
    if (!every_fit_named(c, e.args[1])) no_trait_to_hit(c, o, engine::path::text_damage_null_trait, card, t, n);
    return;
  }
  const bool radius = in_radius(e.args[1]) || (c.it_in_radius && card == c.it);
  const auto dealt =
      o.deal_damage(engine::path::text_direct_damage, card, t, n, radius ? engine::rule::radius_damage : engine::rule::direct_damage, c.self);
  const card_id hit = dealt ? dealt->card : card;  // a replacement may have sent it to another card
  if (dealt && s.rules.damage_heard_before_destruction && !s.over()) o.fire(*dealt, c.self);  // the variant's order
  else if (dealt) hits.dealt.push_back(*dealt);
  if (std::find(hits.cards.begin(), hits.cards.end(), hit) == hits.cards.end()) hits.cards.push_back(hit);
}

// A lethal amount destroys as combat damage does, once the statement has dealt all its damage
// (001 Damage: "All damage is dealt at the same time"), the cards together (engine::destroy_together).
void destroy_lethal(eval_context& c, engine::ops& o, std::vector<card_id>& hits) {
  const engine::state& s = o.st();
  auto still_lethal = [&](card_id hit) { return in_pile(s, hit) && engine::has_lethal_damage(s, hit); };
  std::erase_if(hits, [&](card_id hit) { return !still_lethal(hit); });  // those lethal once all is dealt
  engine::destroy_together(o, hits, {.by = c.self, .how = engine::destroyed_how::by_effect, .why = engine::rule::destroyed_by_damage},
                           still_lethal, [&](card_id hit) {
                             o.destroy(engine::path::text_destroyed_by_damage, hit, engine::rule::destroyed_by_damage, c.self,
                                       engine::destroyed_how::by_effect);
                           });
}

// The cards a statement dealt damage to, once it has dealt all of it: a card that stays is
// said to (a printed 0, 001 Traits, Important Note), then the lethal ones are destroyed.
// The source's `when this deals any damage` hears it then, as in combat (001 Glossary
// DEMOLISHER: "any cards ... that it deals damage to"; 001 Damage: lethal damage "is
// immediately destroyed").
void settle_hits(eval_context& c, engine::ops& o, damage_done hits) {
  for (card_id hit : hits.cards)
    if (!o.st().over() && in_pile(o.st(), hit) && !engine::has_lethal_damage(o.st(), hit))
      o.note_printed_zero(engine::path::text_printed_zero_spared, hit);
  destroy_lethal(c, o, hits.cards);
  for (const engine::event& dealt : hits.dealt)
    if (!o.st().over()) o.fire(dealt, c.self);
}

// `divided as you choose among SEL`: the acting player gives each point of the damage to
// one of the cards, a pending decision each (docs/rulings.md, Divided damage); then each
// card is dealt its share, in the order the selection named them.
void deal_divided(eval_context& c, const expr& e, engine::ops& o, engine::trait t, int n) {
  const engine::state& s = o.st();
  std::vector<card_id> among = pick_cards(c, e.args[1], o, false);
  std::erase_if(among, [&](card_id x) { return !in_network(s, x) || !engine::has_trait(s, x, t); });
  if (among.empty()) return no_trait_to_hit(c, o, engine::path::text_divided_null_trait, c.self, t, n);
  std::vector<int> share(among.size(), 0);
  const std::string what = fmt::format("the card dealt 1 of the {} {} damage of '{}'", n, engine::to_string(t), render(e));
  for (int i = 0; i < n; ++i) {
    const card_id x = among.size() == 1 ? among.front() : ask_for_card(c, o, e.args[1], among, false, what);
    ++share[static_cast<std::size_t>(std::find(among.begin(), among.end(), x) - among.begin())];
  }
  damage_done hits;
  for (std::size_t i = 0; i < among.size(); ++i) deal_to(c, e, o, among[i], t, share[i], hits);
  settle_hits(c, o, std::move(hits));
}
}  // namespace

void run_deal_damage(eval_context& c, const expr& e, engine::ops& o) {
  if (e.args[0].o == op::replaced_damage) return run_redirect_damage(c, e, o);
  // 001 Advanced Rules: "Events and abilities that deal direct damage ... cannot be
  // blocked"; the damage destroys as combat damage does (001 Challenge Phase, Damage).
  const engine::trait t = trait_of_word(c, e);
  const int n = std::max(0, amount(c, e.args[0]));
  // `... adjacent to target character BQ damage to it`: `it` is the target the amount read
  // (the checker's check_deal).
  if (e.args[1].o == op::bound) name_target_in(c, e.args[0]);
  if (takes(e, checked::manner::divided)) return deal_divided(c, e, o, t, n);
  damage_done hits;
  for (card_id card : pick_cards(c, e.args[1], o)) deal_to(c, e, o, card, t, n, hits);
  settle_hits(c, o, std::move(hits));
}

namespace {
// How much of n to take from each trait of a card: a point at a time from the trait with
// the most damage left, the first in trait order among equals (docs/rulings.md, Removing damage).
std::array<int, engine::trait_count> damage_to_remove(const engine::state& s, card_id card, int n) {
  std::array<int, engine::trait_count> left{}, take{};
  for (std::size_t i = 0; i < left.size(); ++i) left[i] = s.card(card).damage[i];
  for (; n > 0; --n) {
    const auto most = std::max_element(left.begin(), left.end());
    if (*most <= 0) break;
    --*most;
    ++take[static_cast<std::size_t>(most - left.begin())];
  }
  return take;
}
}  // namespace

// `remove 2 BQ damage from SEL`: up to N of the damage in that trait. Without a trait, N
// in all, taken from the trait with the most damage first (docs/rulings.md, Removing damage).
// `remove all damage from SEL` (manner::all): all of it, from each trait or the one named.
void run_remove_damage(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  const int n = takes(e, checked::manner::all) ? std::numeric_limits<std::int16_t>::max() : std::max(0, amount(c, e.args[0]));
  const bool any_trait = as<words::trait>(c, e.word) == words::trait::unknown;
  for (card_id card : pick_cards(c, e.args[1], o)) {
    if (!in_pile(s, card)) continue;
    if (!any_trait) {
      o.remove_damage(card, trait_of_word(c, e), n, why, c.self);
      continue;
    }
    const auto take = damage_to_remove(s, card, n);
    for (std::size_t t = 0; t < take.size(); ++t)
      if (take[t] > 0) o.remove_damage(card, static_cast<engine::trait>(t), take[t], why, c.self);
  }
}

void run_cancel(eval_context& c, const expr& e, engine::ops& o) {
  for (card_id card : pick_cards(c, e.args[0], o)) o.cancel(engine::path::text_cancelled, card, engine::rule::cancel, c.self);
}

// `copy target event`: the topmost item of each card's on the stack, for the acting player
// (docs/rulings.md, Copies on the stack); a card with none there is copied by nothing.
void run_copy(eval_context& c, const expr& e, engine::ops& o) {
  for (card_id card : pick_cards(c, e.args[0], o)) o.copy_item(engine::path::text_copied, card, c.you, c.self, takes(e, checked::manner::new_targets));
}

namespace {
// The parts after the duration (`gets +1 BQ and +1 IQ`, check_statements_players.cpp,
// conjoined): each made on the same card, for the same duration.
constexpr std::size_t first_more = 3;

void modify_one(const eval_context& c, const expr& part, int n, card_id card, const engine::duration& lasts, engine::ops& o) {
  if (part.o == op::modify_valuation) o.modify_valuation_until_end_of_turn(card, n, why, c.self, lasts);
  else o.modify_trait_until_end_of_turn(card, trait_of_word(c, part), n, why, c.self, lasts);
}

// The amount of each part (the first, then those after `and`), read once before the change
// is made to any card: the same for every card, so an amount that reads what it changes
// does not grow card after card (docs/rulings.md, An amount that reads what it changes).
std::vector<int> part_amounts(const eval_context& c, const expr& e) {
  std::vector<int> n{amount(c, e.args[1])};
  for (std::size_t i = first_more; i < e.args.size(); ++i) n.push_back(amount(c, e.args[i].args[0]));
  return n;
}

// `target card gets +2 BQ until end of turn` (and `+1 IQ`, ...), or `... while this is
// engaged`: until the condition first fails (docs/rulings.md, Durations); not made if it fails now.
void run_modify(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  if (no_combat_to_end(c, e, o)) return;
  const engine::duration base = *how_long(c, e, false);
  std::vector<int> n;  // read at the first card changed, before any is
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_pile(s, card)) continue;
    const auto lasts = for_card(c, base, card);
    if (!lasts) continue;
    if (n.empty()) n = part_amounts(c, e);
    modify_one(c, e, n[0], card, *lasts, o);
    for (std::size_t i = first_more; i < e.args.size(); ++i) modify_one(c, e.args[i], n[i - first_more + 1], card, *lasts, o);
  }
}

// The keywords a `gains` or `loses` names: the first, then those after `and`.
std::vector<const expr*> keywords_named(const expr& e) {
  std::vector<const expr*> out{&e.args[1]};
  for (std::size_t i = first_more; i < e.args.size(); ++i) out.push_back(&e.args[i]);
  return out;
}
}  // namespace

void run_modify_trait(eval_context& c, const expr& e, engine::ops& o) { run_modify(c, e, o); }

namespace {
// The number a granted keyword is given by: a keyword with arguments is numbered after the
// library's keywords (granted_keyword); arguments that name the granting keyword's
// parameters are filled in from its use.
int granted_id(const eval_context& c, const expr& k) {
  const checked::keyword& kw = keyword_of(c, k);
  const std::int64_t value = k.granted_use != 0 ? k.granted_use : c.lib->granted_use_value(c.use, k);
  if (!k.args.empty() && value == 0) unsupported(k, "a keyword argument that names a parameter of another keyword");
  return k.args.empty() ? static_cast<int>(kw.id) : static_cast<int>(c.lib->keywords().size()) + static_cast<int>(value) - 1;
}
}  // namespace

void run_grant_keyword(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // `target character gains INITIATIVE until end of turn` (`gains A and B`; or `while ...`, as above)
  if (no_combat_to_end(c, e, o)) return;
  const engine::duration base = *how_long(c, e, false);
  const std::vector<const expr*> keywords = keywords_named(e);
  std::vector<int> ids;
  for (const expr* k : keywords) ids.push_back(granted_id(c, *k));
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_pile(s, card)) continue;
    const auto lasts = for_card(c, base, card);
    if (!lasts) continue;
    for (std::size_t i = 0; i < keywords.size(); ++i) {
      // 001 Glossary CARD KEYWORDS: "If a card would gain more than one of the same keyword, it
      // doesn't gain it." A keyword with arguments is another keyword with other arguments.
      if (keywords[i]->args.empty() && has_keyword(c, card, keyword_of(c, *keywords[i]))) o.keyword_not_gained(card, ids[i], c.self);
      else o.grant_until_end_of_turn(card, ids[i], why, c.self, *lasts, keyword_taken(c, card, keyword_of(c, *keywords[i])));
    }
  }
}

// `target character cannot attack until end of turn`: each card in a network gets the
// rule for the duration, kept as a keyword grant (docs/rulings.md, Restrictions given by an
// effect). The same rule given twice is kept once.
void run_grant_rule(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  if (no_combat_to_end(c, e, o)) return;
  const auto* given = std::get_if<checked::given_rule>(&e.ref);
  if (!given) unsupported(e, "a rule given by an effect that the library did not number");
  const int number = static_cast<int>(*given) + 1;  // definitions::granted_rule's number
  const rule_table::form f = rule_table::decode(e.args[1].ref);
  // A cost change for a while (`cards you buy cost 1M less until end of turn`): the rule of the
  // player whose effect gives it, `you` in it its giver, as the duration's player (docs/rulings.md,
  // Cost changes for a while).
  if (f.e && rule_table::changes_cost(*f.e)) {
    std::optional<engine::duration> giver = how_long(c, e);
    if (!giver) return;
    giver->player = c.you;
    return o.give_player_rule(c.you, number, why, c.self, *giver);
  }
  // A rule about players (`each opponent cannot play events`): each player named keeps it
  // (docs/rulings.md, Rules given to players).
  if (f.e && rule_table::about_players(f.e->subject)) {
    const auto lasts = how_long(c, e);
    if (!lasts) return;
    for (engine::player_id p : players_of(c, e.args[0])) o.give_player_rule(p, number, why, c.self, *lasts);
    return;
  }
  const int id = static_cast<int>(granted_rule_number(*c.lib, number));
  const engine::duration base = *how_long(c, e, false);
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_pile(s, card)) continue;
    std::optional<engine::duration> kept = for_card(c, base, card);
    if (!kept) continue;
    if (kept->source == engine::no_card && c.self != engine::no_card) {  // its card, which a refusal by the rule names
      kept->source = c.self;                                               // (text_that_decided)
      kept->def = s.card(c.self).def;
    }
    o.grant_until_end_of_turn(card, id, why, c.self, *kept);
  }
}

namespace {
// `loses all keywords`: the library's keywords the card has now (printed, gained, given by a
// rule), not a rule an effect gave it (kept as a keyword of its own: run_grant_rule).
std::vector<int> keywords_had(const eval_context& c, card_id card) {
  std::vector<int> out;
  const auto& library_keywords = c.lib->keywords();
  for (const checked::keyword_use* u : keywords_now(c, card)) {
    const auto id = static_cast<std::size_t>(u->def->id);
    if (id < library_keywords.size() && library_keywords[id].get() == u->def) out.push_back(static_cast<int>(id));
  }
  return out;
}
}  // namespace

void run_remove_keyword(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // `target character loses FLYING until end of turn` (Glossary FLYING: "loses [FLYING]"), or `while ...`
  if (no_combat_to_end(c, e, o)) return;
  const engine::duration base = *how_long(c, e, false);
  const bool all = std::holds_alternative<checked::manner>(e.args[1].ref);  // `loses all keywords`
  std::vector<int> ids;  // `loses A and B`
  if (!all)
    for (const expr* k : keywords_named(e)) ids.push_back(static_cast<int>(keyword_of(c, *k).id));
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_pile(s, card)) continue;
    if (const auto lasts = for_card(c, base, card))
      for (int id : all ? keywords_had(c, card) : ids) o.take_until_end_of_turn(card, id, why, c.self, *lasts);
  }
}

// `target card gets +2 valuation until end of turn` (001 Divest Phase: sold for its valuation), or `while ...`
void run_modify_valuation(eval_context& c, const expr& e, engine::ops& o) { run_modify(c, e, o); }

void run_reset(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  for (card_id card : pick_named(c, e.args[0], o))
    if (in_pile(s, card)) o.reset(card, why);
}

// `gain control of SEL [DURATION]`: the acting player controls each card in a network,
// which stays where it is (001 Card States: "cards that you control played on an
// opponent's network"; docs/rulings.md, Control changes).
void run_gain_control(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  if (no_combat_to_end(c, e, o)) return;
  const std::optional<engine::duration> base = e.args.size() > 1 ? how_long(c, e, false) : std::nullopt;
  for (card_id card : pick_cards(c, e.args[0], o)) {
    if (!in_network(s, card)) continue;
    std::optional<engine::duration> lasts;
    if (base && !(lasts = for_card(c, *base, card))) continue;  // its condition fails now: not made
    o.change_control(engine::path::text_gain_control, card, c.you, why, c.self, lasts ? &*lasts : nullptr);
  }
}

namespace {
// An exchange of control that does nothing: the log says why (issue 27; docs/rulings.md,
// Control changes).
void exchange_refused(const eval_context& c, engine::ops& o, engine::path at, card_id a, card_id b) {
  if (o.asked()) return;  // a question held: nothing is acted on, nor said (engine::ops::hold_questions)
  o.record(at, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = a, .card2 = b,
                .why = engine::rule::exchange_needs_two});
}
}  // namespace

// `exchange control of SEL and SEL`, or of one selection that names two cards (`them`,
// `2 target characters`): each of two cards in a network, with different controllers, comes
// under the other's controller, for good; with other than two cards, nothing happens
// (docs/rulings.md, Control changes; Another player's choice).
void run_exchange_control(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  std::vector<card_id> both = pick_cards(c, e.args[0], o, false);
  bool two = true;  // each selection of `SEL and SEL` names one card
  if (e.args.size() > 1) {
    const std::vector<card_id> b = pick_cards(c, e.args[1], o, false);
    two = both.size() == 1 && b.size() == 1;
    both.insert(both.end(), b.begin(), b.end());
  }
  if (c.found) *c.found = both;  // `them` after it: both cards, `it` the first (check_exchange_control)
  if (!two || both.size() != 2 || !in_network(s, both[0]) || !in_network(s, both[1]))
    return exchange_refused(c, o, engine::path::text_exchange_not_two, c.self, c.self);
  const engine::player_id pa = s.card(both[0]).controller, pb = s.card(both[1]).controller;
  if (pa == pb) return exchange_refused(c, o, engine::path::text_exchange_one_controller, both[0], both[1]);
  for (std::size_t i = 0; i < 2; ++i)  // each to the other's controller
    o.change_control(engine::path::text_exchange_control, both[i], i == 0 ? pb : pa, why, c.self, nullptr);
}

namespace {
// Copies: `SEL becomes a copy of SEL [DURATION]`, `SEL gains the keywords of SEL DURATION`
// (docs/rulings.md, Copies).
// The one card in a network a copy reads, or none (a target gone: docs/rulings.md, Copies).
// None: nothing is copied, and the log says so (`at`, issue 27).
std::optional<card_id> copied_card(eval_context& c, const std::vector<card_id>& of, engine::ops& o, engine::path at) {
  if (of.size() == 1 && in_network(o.st(), of[0])) return of[0];
  if (!o.asked())
    o.record(at, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = c.self, .card2 = c.self,
                  .why = engine::rule::copy_model_gone});
  return std::nullopt;
}

}  // namespace

// A card becomes a copy of a card of its own card types only, and never of or as a business
// or founder: it stays a card that may be where it is (docs/rulings.md, Copies).
bool may_copy(const engine::state& s, card_id card, card_id of) {
  using engine::card_type;
  const engine::card_def& a = s.def(card);
  const engine::card_def& b = s.def(of);
  if (a.types != b.types) return false;
  for (const card_type t : {card_type::business, card_type::founder})
    if (a.is(t)) return false;
  return true;
}

// The cards in a network take the copied card's definition (name, types, faction, cost,
// traits, tags, keywords and text), keeping their own owner, controller, place, damage,
// state, pile and counters, and the effects on them; until the duration ends, or without
// one until they leave play.
void run_become_copy(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  if (no_combat_to_end(c, e, o)) return;
  const std::optional<engine::duration> base = e.args.size() > 2 ? how_long(c, e, false) : std::nullopt;
  const std::vector<card_id> cards = pick_cards(c, e.args[0], o);
  const std::optional<card_id> of = copied_card(c, pick_cards(c, e.args[1], o, false), o, engine::path::text_copy_model_gone);
  if (!of) return;
  for (card_id card : cards) {
    if (card == *of || !in_network(s, card)) continue;
    std::optional<engine::duration> lasts;
    if (base && !(lasts = for_card(c, *base, card))) continue;  // its condition fails now: not made
    if (may_copy(s, card, *of)) o.become_copy(card, *of, why, c.self, lasts ? &*lasts : nullptr);
    else
      o.record(engine::path::text_copy_other_types, {.kind = engine::event_kind::nothing_happened, .player = c.you, .card = card,
                                                     .card2 = *of, .why = engine::rule::copy_other_types});
  }
}

// Each keyword the card read has as the effect runs, printed or gained and not lost, given
// to each card in a network for the duration as `gains KEYWORD` gives one (001 Glossary
// CARD KEYWORDS: a keyword a card has already is not gained again).
void run_grant_keywords_of(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  if (no_combat_to_end(c, e, o)) return;
  const engine::duration base = *how_long(c, e, false);
  const std::vector<card_id> cards = pick_cards(c, e.args[0], o);
  // A card the action took out of play is read as it left (docs/rulings.md, A card that left
  // play; blind design batch 47, d16: `when a character is destroyed in combat by this: this
  // gains the keywords of it ...` gained nothing).
  const std::vector<card_id> model = pick_cards(c, e.args[1], o, false);
  const std::optional<engine::state> was = model.size() == 1 ? game_as_it_left(c, model[0]) : std::nullopt;
  const std::optional<card_id> of = was ? model[0] : copied_card(c, model, o, engine::path::text_keywords_of_model_gone);
  if (!of) return;
  eval_context then = c;
  if (was) then.s = &*was;
  const std::vector<const checked::keyword_use*> uses = keywords_now(then, *of);
  for (card_id card : cards) {
    if (card == *of || !in_network(s, card)) continue;
    const auto lasts = for_card(c, base, card);
    if (!lasts) continue;
    for (const checked::keyword_use* u : uses) {
      const std::optional<std::size_t> id = grant_number(*c.lib, *u);
      if (!id) continue;
      if (u->args.empty() && has_keyword(c, card, *u->def)) o.keyword_not_gained(card, static_cast<int>(*id), c.self);
      else o.grant_until_end_of_turn(card, static_cast<int>(*id), why, c.self, *lasts, keyword_taken(c, card, *u->def));
    }
  }
}

}  // namespace megacorp::run_parts
