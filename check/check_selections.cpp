// Checking selections: the cards or players an effect names, their qualifiers, zones, areas and amounts.
#include <string>

#include <fmt/format.h>

#include "engine/network.hpp"
#include "grammar/synonyms.hpp"
#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "check/selection_fixes.hpp"
#include "check/statement_checks.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "ir/render.hpp"
#include "vocabulary/area_shape.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;

// Whether a checked selection names players (`you`, `its controller`, `each opponent`, ...);
// the combat roles (`the attacker`) name a card or its controller, so they are both.
bool names_players(const expr& e) {
  // A pronoun names players unless it names only a card (the host, `the chosen card`: blind
  // design batch 26 was told `the chosen card` "names players"); `the attacker` names a card
  // and, as a player, its controller.
  if (e.o == op::you || e.o == op::player_ref) {
    const words::pronoun p = words::as<words::pronoun>(e.word);
    return e.o == op::you || (p != words::pronoun::host && p != words::pronoun::chosen && p != words::pronoun::giver);
  }
  return e.o == op::select && words::names_players(words::as<words::noun>(e.word));
}

bool one_target_player(const expr& e) {
  return e.o == op::select && e.target && names_players(e) &&
         std::none_of(e.args.begin(), e.args.end(), [](const expr& f) { return f.o == op::number && f.target; });
}

bool names_cards(const expr& e) {
  if (e.o == op::you) return false;
  if (e.o == op::player_ref) return !words::names_only_players(words::as<words::pronoun>(e.word));
  return !(e.o == op::select && words::names_players(words::as<words::noun>(e.word)));
}

namespace {

// `one` and `no` are words of the language elsewhere (`one of them`, `no other characters`):
// a number in words is read as one only where an amount stands (digits_of, grammar/synonyms).
bool is_amount(kind k) {
  return k == kind::number || k == kind::amount_count || k == kind::amount_trait || k == kind::amount_param ||
         k == kind::amount_dealt || k == kind::amount_money || k == kind::amount_pool || k == kind::amount_damage_on ||
         k == kind::amount_valuation || k == kind::amount_counters_on || k == kind::amount_drawn || k == kind::amount_that_many ||
         k == kind::amount_played || k == kind::amount_bought || k == kind::amount_extreme || k == kind::amount_half;
}

// The player `target player` / `target opponent` names (`who`: the noun of its word code,
// words::target_noun), as the one argument of a filter or owner that reads it: a target of
// the effect, chosen with the others (found by target_selections); `target opponent` is
// `target player` among opponents (vocabulary 7.2).
expr target_player_select(words::noun who_noun, span where) {
  expr who{op::select, intern_name(words::spelled(words::nouns(), who_noun)), 0, {}, where, words::code(who_noun), true};
  who.args.push_back({op::number, intern_name("target"), 0, {}, where, words::code(words::determiner::target)});
  return who;
}

// `each card with the same name as this other than it`, `each character adjacent to it other
// than this`: `other than` after the selection a qualifier names (`as`, `to`, `of`, `than`)
// ends the outer selection, as in English (a card other than one card is never that card):
// the exclusions the inner one took last move to the outer one; after `this`, which names
// one card and takes no qualifier, every qualifier it took (`adjacent to this with #GMO`).
expr* nested_selection(expr& qualifier) {
  switch (qualifier.o) {
    case op::same_name_as:
    case op::adjacent_to:
    case op::bonded_to:
    case op::other_than: return qualifier.args.empty() ? nullptr : &qualifier.args.back();
    case op::in_radius: return qualifier.args.size() > 1 ? &qualifier.args[1] : nullptr;
    case op::in_area: return qualifier.args.empty() ? nullptr : &qualifier.args[0];
    default: return nullptr;
  }
}

void hoist_exclusions(checked::expr_list& outer) {
  expr* inner = outer.empty() ? nullptr : nested_selection(outer.back());
  if (!inner) return;
  std::size_t first = inner->args.size();
  const bool all = inner->o == op::this_card;
  while (first > 0 && (all || inner->args[first - 1].o == op::other_than)) --first;
  if (first == inner->args.size()) return;
  checked::expr_list moved;
  for (std::size_t i = first; i < inner->args.size(); ++i) moved.push_back(std::move(inner->args[i]));
  inner->args.erase(inner->args.begin() + static_cast<std::ptrdiff_t>(first), inner->args.end());
  for (expr& m : moved) outer.push_back(std::move(m));
}

// The determiner that counts a selection (`4 cards`, `up to 2 characters`, `at most 3 ...`),
// if its noun phrase has one: `each`, `a`, `target` and the rest name cards; a number counts them.
const syntax::node* counting_determiner(const syntax::node& sel) {
  for (const syntax::node* n = &sel; n;) {
    if (n->k == syntax::kind::determiner)
      // an amount stands in it (`up to 2`, `4`); `2 target` names the targets chosen
      return n->children.empty() || collapse(n->text).ends_with(" target") ? nullptr : n;
    n = n->children.empty() ? nullptr : &n->children.front();
  }
  return nullptr;
}

}  // namespace

checked::ref checker::check_shape(const node& n) {
  if (const auto a = area_shape_of(n.text))
    return checked::area_ref{static_cast<std::uint8_t>(a->across), static_cast<std::uint8_t>(a->along)};
  error(n, fmt::format("area '{}' has a side of 0 or wider than a network; each side is 1 to {} cells "
                         "(001 Glossary: an area \"such as 2x2, 3x3, 3x1\")",
                         n.text, engine::max_area_side));
  return {};
}

// Targets are chosen when an event is played or an ability activated or triggered (Glossary
// TARGET): a rule is never played, and a trigger's or a replacement's selections are
// matched against what happens, so none of them can hold a target.
void checker::no_target_here(const node& n, const scope& s) {
  if (s.in_rule) error(n, "a rule cannot target; targets are chosen when an ability or event is played");
  else if (s.in_pattern)
    error(n, "a trigger or a replacement is matched against what happens and cannot target; targets are chosen "
             "when an ability or event is played (name the card without 'target')");
  else if (s.in_while)  // `it` names a card only where one is named before it (a change's own card: check_own_duration)
    error(n, s.bound ? "a 'while' condition is read for as long as the change lasts, after the effect is done, and "
                       "cannot target; name the card another way: 'it' (the card the change is made to), 'this'"
                     : "a 'while' condition is read for as long as the change lasts, after the effect is done, and "
                       "cannot target; name the card another way ('this', 'a character you control')");
}

// The stages of a selection: `the top card of ZONE`, a pronoun, or a noun phrase
// (determiners and states, then the noun), then its qualifiers.
struct checker::selections {
  static expr top(checker& c, const node& n, scope& s);
  static void pronoun(checker& c, const node& first, const scope& s, expr& e);
  static void first_named(checker& c, const node& first, const scope& s, expr& e);
  static void rule_it(checker& c, const node& it, const scope& s);
  static void them_other_than_it(checker& c, const node& n, const expr& e);
  static void party(checker& c, const node& first, const scope& s, words::pronoun p, std::string_view text);
  static void seller(checker& c, const node& first, const scope& s);
  // The parts before the noun, then the noun; returns the index of the part after the noun.
  static std::size_t noun_phrase(checker& c, const node& n, scope& s, expr& e);
  static expr determiner(checker& c, const node& part, scope& s, expr& e);
  static void noun(checker& c, const node& word_node, expr& e);
  // `gnost` in `target gnost character`: the card's faction (001 Cards and Card Types).
  static expr faction(checker& c, const node& part) {
    const std::string f = collapse(part.text);
    std::size_t i = 0;
    while (i < engine::faction_names.size() && f != engine::faction_names[i]) ++i;
    expr e{op::of_faction, intern_name(f), 0, {}, c.at(part)};
    if (i < engine::faction_names.size()) e.ref = static_cast<engine::faction>(i);
    return e;
  }
  // `the rest`, `one of them` (docs/rulings.md, Looking at cards).
  static expr rest(checker& c, const node& n, const scope& s);
  static expr of_them(checker& c, const node& n, scope& s);
  static expr card_type(checker& c, const node& n);
  // Players have no tags, keywords, traits, states or places (but `other`).
  static void no_card_filters_on_players(checker& c, const node& n, std::size_t i, const expr& e);
  static void most_on_players(checker& c, const node& n, expr& e);
  static expr player_of(checker& c, const node& n, scope& s);
  static expr possessive(checker& c, const node& n, scope& s);
  static void they_in_target(checker& c, const node& n, scope& s, expr& e);
};

// `target character they control` after a statement whose subject is players: a target is
// chosen as the card is played, in text order (001 Glossary TARGET; docs/rulings.md, Targets
// in text order). When they are one target player chosen before it (`target opponent may pay
// 2M; if they did not { destroy target character they control }`), the card is chosen among
// that player's cards (the filter's value 1: they are the last target player before it);
// otherwise they are named only as the effect runs, and the target cannot be chosen among
// their cards. A target player after them is the last one: `they` no longer names it.
void checker::selections::they_in_target(checker& c, const node& n, scope& s, expr& e) {
  if (e.o != op::select || !e.target) return;
  if (names_players(e)) {
    s.they_target = false;
    return;
  }
  if (!s.they_named) return;  // `they` is the acting player (or the step's) both as targets are chosen and as it runs
  for (expr& f : e.args) {
    if (f.o != op::controlled_by || words::as<words::controller>(f.word) != words::controller::they) continue;
    if (s.they_target) {
      f.value = 1;
      continue;
    }
    c.error(n, "a target is chosen as the card is played, and 'they' here are named only as the effect runs (by a "
               "statement whose subject is players that are not one target player, such as 'each opponent may'), so "
               "'they control' cannot choose it; target the player first ('target opponent may pay 2M; if they did "
               "not { destroy target character they control }'), or write 'target character an opponent controls', "
               "or let the player choose as it resolves: 'a character they control'");
  }
}

// `the top [N] card[s] of ZONE`.
expr checker::selections::top(checker& c, const node& n, scope& s) {
  const node& first = n.children[0];
  expr e{op::top_of_zone, {}, 0, {}, c.at(n)};
  e.args.reserve(2);
  std::size_t j = 0;
  if (is_amount(first.children[0].k)) add_made(e.args, [&] { return c.check_amount(first.children[j++], s); });
  else e.args.push_back({op::number, {}, 1, {}, c.at(first)});
  e.text = intern_name(first.children[j].text);
  e.word = c.word(first.children[j], words::nouns(), name_of(e), "noun");
  // `each opponent's`: the top cards of every opponent's pile (`an opponent's` would be a
  // choice of one, which a pile's top does not make: check_zone's error).
  const bool each = collapse(first.children[j + 1].text).starts_with("each opponent's");
  add_made(e.args, [&] { return c.check_zone(first.children[j + 1], each); });
  // 001 The Zones of the Game: the decks, hands, open markets and annihilated zones are
  // piles; a network is a grid of cards, with no top.
  if (words::as<words::zone>(e.args.back().word) == words::zone::network)
    c.error(first.children[j + 1], "a network has no top card: it is a grid, not a pile; name the cards another way "
                                   "('a card in your network', 'each card you control')");
  return e;
}

// `the rest`: the cards the last `look at` named still where they were looked at; a card
// selection with no determiner (each of them) and the filter `rest_looked`.
expr checker::selections::rest(checker& c, const node& n, const scope& s) {
  expr e{op::select, {}, 0, {}, c.at(n), words::code(words::noun::card)};
  e.args.push_back({op::rest_looked, {}, 0, {}, c.at(n)});
  if (!s.looked)
    c.error(n, "'the rest' names the cards looked at that are still where they were, and no 'look at' (nor a 'search', "
               "nor a 'reveal' of cards not named before) comes before it in this effect; write 'look at the top 3 cards of your main deck, put one of them into your hand, "
               "put the rest on the bottom of your main deck'");
  return e;
}

// `one of them`, `2 of them`, `up to 2 of them`, each with qualifiers: the acting player
// chooses among the cards `them` names that match; a card selection with that determiner,
// the qualifiers and the filter `among_named`.
expr checker::selections::of_them(checker& c, const node& n, scope& s) {
  const node& count = n.children[0];
  expr e{op::select, {}, 0, {}, c.at(n), words::code(words::noun::card)};
  if (count.k == kind::word) {
    e.args.push_back({op::number, intern_name("one"), 0, {}, c.at(count), words::code(words::determiner::one)});
  } else if (count.k == kind::number) {  // `2 of them`: exactly 2
    expr det{op::number, intern_name("exactly"), 0, {c.check_amount(count, s)}, c.at(count), words::code(words::determiner::exactly)};
    e.args.push_back(std::move(det));
  } else {  // `up to 2 of them`
    e.args.push_back(determiner(c, count, s, e));
  }
  // `one of them with #CYBORG`: the qualifiers before the group filter, which stays last
  // (group_filter in run/selections.cpp); the choice is among the cards that match them all.
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    add_made(e.args, [&] { return c.check_qualifier(n.children[i], s); });
    hoist_exclusions(e.args);
  }
  e.args.push_back({op::among_named, {}, 0, {}, c.at(n)});
  if (!s.bound)
    c.error(n, fmt::format("'{}' chooses among the cards 'them' names, and nothing is named before it: no card was "
                           "looked at, chosen, targeted or searched for",
                           collapse(n.text)));
  return e;
}

// `that is a character`, `that are locations`: the card type of the noun (001 Cards and Card
// Types); a space, an ability, an effect or a player is no type of card, so none would fit.
expr checker::selections::card_type(checker& c, const node& n) {
  const node& word_node = n.children[0];
  expr e{op::of_type, intern_collapsed(n.text), 0, {}, c.at(n), c.word(word_node, words::nouns(), word_node.text, "noun")};
  const words::noun what = words::as<words::noun>(e.word);
  if (what == words::noun::space || what == words::noun::ability || what == words::noun::effect ||
      words::names_players(what))
    c.error(word_node, fmt::format("'{}' is no type of card, so no card would fit '{}'; name a card type: a character, "
                                   "founder, business, event, equipment, location or resource",
                                   collapse(word_node.text), name_of(e)));
  return e;
}

namespace {
constexpr const char* those_alone = "'those' names nothing alone: the cards named before are 'them' ('those cards' is "
                                    "the same), and a qualifier narrows them ('them that are characters')";

// `each of them`, `all of them`, `those cards`, `each of those cards` are `them`, and `they
// each` is `they` (docs/language.md, Synonyms, rule 1: `each` and `all` the same); `show`
// prints the pronoun.
std::string_view same_pronoun(std::string_view p) {
  if (same_text(p, "they each")) return "they";
  if (same_text(p, "those cards") || ((starts_text(p, "each of ") || starts_text(p, "all of ")) &&
                                      (ends_text(p, " them") || ends_text(p, " those cards"))))
    return "them";
  return p;
}
}  // namespace

// `it` in a rule names no card. Of a rule about `this`, `this` is meant; of one about one other
// card (`the card this is bonded to cannot block while it is damaged`), that card, written
// again; of one about several, none: the `while` is read once for the rule, not for each card
// (blind design batch 39, d20: the fix `this` named the card whose text it is).
void checker::selections::rule_it(checker& c, const node& it, const scope& s) {
  const std::string said = s.rule_subject ? collapse(s.rule_subject->text) : std::string{};
  if (!s.rule_subject) {
    suggest(c.error(it, "'it' refers to nothing here: a rule names no card before it; the card whose text it is is "
                        "'this'; did you mean 'this'?"),
            "this");
    return;
  }
  if (s.rule_subject_one) {
    suggest(c.error(it, fmt::format("'it' refers to nothing here: a rule names no card before it; to name its subject, "
                                    "write it again: did you mean '{}'?", said)),
            said);
    return;
  }
  c.error(it, fmt::format("'it' refers to nothing here: a rule names no card before it, and its 'while' is read once "
                          "for the rule, not for each card '{}' names; to keep some of them, say which in the subject "
                          "('each damaged character you control gets +1 BQ')",
                          said));
}

// `it` after a statement that acted on two cards (`swap A with B`, two targets): the first
// (checked::first_named_it); where both were targets, a warning that the other has no word
// after it (issue 27, d14: `it` read the first target, silently).
void checker::selections::first_named(checker& c, const node& first, const scope& s, expr& e) {
  e.value = checked::first_named_it;
  if (s.it_target != checked::name_id{})
    c.diags_.warning(c.at(first), fmt::format("'it' names '{}', the card the statement before acted on; its other "
                                              "target '{}' has no word that names it after that statement: to act "
                                              "on it, target it in a statement of its own",
                                              name_of(s.it_target), name_of(s.other_target)));
}

void checker::selections::pronoun(checker& c, const node& first, const scope& s, expr& e) {
  if (same_text(first.text, "this")) {  // most pronouns: nothing to collapse or compare, the id interned once
    static const checked::name_id this_id = intern_name("this");
    e.o = op::this_card;
    e.text = this_id;
    return;
  }
  std::string buffer;
  const std::string_view p = same_pronoun(collapsed(first.text, buffer));
  if (same_text(p, "this") || same_text(p, "itself")) {
    e.o = op::this_card;
  } else if (same_text(p, "it") || same_text(p, "them") || same_text(p, "that card")) {
    e.o = op::bound;
    if (!s.bound && same_text(p, "it") && c.amount_depth_ > 0 && c.statement_depth_ > 0 && !s.in_cost && !s.in_pattern && !s.in_rule)
      e.value = checked::own_target_it, c.own_it_.push_back(&first);  // the statement's own target, if it has one
    else if (!s.bound && s.in_rule && same_text(p, "it"))  // `rule: this gets +1 BQ for each development counter on it` (blind batch 18, D18)
      rule_it(c, first, s);
    else if (!s.bound)
      c.error(first, fmt::format("'{}' refers to nothing here: nothing before it names a card for it (a card a statement "
                                 "before it acted on, targeted, chose or searched for, or the trigger's card){}", p,
                                 same_text(p, "them") ? "; a player named before is 'that player' or 'they'" : ""));
    else if (same_text(p, "it") && (s.two_named || s.it_target != checked::name_id{}))
      first_named(c, first, s, e);
    else if (!same_text(p, "them") && s.chosen >= 2)  // choices in a row add up (docs/rulings.md, Another player's choice)
      c.error(first, fmt::format("'{}' names one card, and the choices just before it chose two or more, which 'them' "
                                 "names ('choose a location you control, target opponent chooses a location they "
                                 "control, exchange control of them')", p));
  } else if (same_text(p, "you")) {
    e.o = op::you;
  } else {
    e.o = op::player_ref;  // they, its controller, its owner, that player, the attacker, ...
    e.word = c.word(first, words::pronouns(), p, "pronoun");
    if (!s.bound && !s.in_pattern && starts_text(p, "its ")) c.its_unbound_.emplace_back(c.at(first), p);
    party(c, first, s, words::as<words::pronoun>(e.word), p);
    const words::pronoun w = words::as<words::pronoun>(e.word);
    if (w == words::pronoun::party_controller || w == words::pronoun::party_owner)  // the party: `the attacker`
      e.ref = checked::party_card{words::code(words::find(words::pronouns(), p.substr(0, p.find("'s"))))};
  }
  e.text = intern_name(p);
}

// The other party of a trigger's event has words only in a trigger on that event (issue 27:
// `the card that destroyed it` after `when ... is destroyed`, `the card that dealt it`
// after `when ... is dealt damage`, `the card it was bonded to` after `when ... is
// unbonded`); anywhere else they would name nothing.
void checker::selections::party(checker& c, const node& first, const scope& s, words::pronoun p, std::string_view text) {
  using words::pronoun;
  if (p == pronoun::seller) return seller(c, first, s);
  if (p != pronoun::destroyer && p != pronoun::damage_source && p != pronoun::former_host && p != pronoun::buyer) return;
  if (s.party == p) return;
  const char* after = p == pronoun::destroyer        ? "'when ... is destroyed'"
                      : p == pronoun::damage_source ? "'when ... is dealt damage'"
                      : p == pronoun::buyer         ? "'when ... is bought'"
                                                     : "'when ... is unbonded'";
  c.error(first, fmt::format("'{}' names the other party of the event a trigger heard, and has {} only in the "
                             "effect of {}",
                             text, p == pronoun::buyer ? "a player" : "a card", after));
}

// `the seller`: the player whose network a bought card left (001 Buy Phase: "pay your
// opponent"), only after the triggers on a buy out of a network; a buy from a hand or an
// open market has none (docs/rulings.md, Bought from a network).
void checker::selections::seller(checker& c, const node& first, const scope& s) {
  if (s.seller_known) return;
  if (s.party == words::pronoun::buyer)
    c.error(first, "'the seller' names the player whose network the bought card left, and a buy from a hand or an "
                   "open market, which this trigger hears, has none (001 Buy Phase): write 'is bought from an "
                   "opponent's network' or 'is bought from your network'");
  else
    c.error(first, "'the seller' names the player whose network the bought card left, and has a player only in the "
                   "effect of 'when ... is bought from an opponent's network' or 'when ... is bought from your network' "
                   "(001 Buy Phase)");
}

namespace {
// The first part of `e` (or `e`) that `fits`, or null.
const expr* find_part(const expr& e, bool (*fits)(const expr&)) {
  if (fits(e)) return &e;
  for (const expr& a : e.args)
    if (const expr* x = find_part(a, fits)) return x;
  return nullptr;
}
bool reads_chosen(const expr& e) { return e.o == op::player_ref && words::as<words::pronoun>(e.word) == words::pronoun::chosen; }
bool keeps_chosen(const expr& e) {
  return e.o == op::choose && !statement_parts::names_several(e.args[0]) && (statement_parts::names_in_play(e.args[0]) || statement_parts::names_network(e.args[0]));
}
const expr* find_in(const std::vector<checked::ability>& abilities, bool (*fits)(const expr&)) {
  for (const checked::ability& a : abilities)
    for (const expr* part : {&a.trigger, &a.cost, &a.effect})
      if (const expr* x = find_part(*part, fits)) return x;
  return nullptr;
}
}  // namespace

// `the chosen card` names what this card's `choose` of one card in play kept while the
// card was in play (docs/rulings.md, The chosen card): with no such `choose` in the same
// text, or on an event (never in play as its text acts), it would name nothing.
void checker::chosen_needs_choose(const std::vector<checked::ability>& abilities, bool is_event) {
  const expr* read = find_in(abilities, reads_chosen);
  if (!read) return;
  if (is_event)
    diags_.error(read->where, "'the chosen card' names a card kept by a card in play, and an event is never in play "
                              "as its text acts, so it would name nothing (docs/rulings.md, The chosen card)");
  else if (!find_in(abilities, keeps_chosen))
    diags_.error(read->where, "'the chosen card' names the card this text's 'choose' of one card in play kept, and "
                              "this text has none, so it would name nothing; write one, e.g. 'when this is deployed: "
                              "choose a character an opponent controls' (docs/rulings.md, The chosen card)");
}

// `target`, `each`, `up to 2`, ...: the determiner as a filter of `e`.
expr checker::selections::determiner(checker& c, const node& part, scope& s, expr& e) {
  std::string buffer;
  std::string_view d = collapsed(part.text, buffer);
  // `2 target`, `up to 3 target`, `any number of target`: a counted target (`target` on both)
  const bool counted_target = d.size() > 7 && d.ends_with(" target");
  if (counted_target) d.remove_suffix(7);
  if (d == "target" || counted_target) {
    e.target = true;  // Glossary: TARGET
    c.no_target_here(part, s);
  }
  expr det{op::number, {}, 0, {}, c.at(part)};
  det.target = counted_target;
  std::string_view said = d;  // its text, which names its word
  if (d == "no") {  // `you control no other characters`: exactly 0
    det.args.push_back({op::number, {}, 0, {}, c.at(part)});
    said = "exactly";
  } else if (!part.children.empty()) {
    add_made(det.args, [&] { return c.check_amount(part.children[0], s); });
    for (std::string_view w : {"up to", "at most", "at least"})  // `at most` is `up to` (words::determiners)
      if (d.rfind(w, 0) == 0) said = w;
    if (said == d) said = "exactly";
  }
  det.word = c.word_named(part, words::determiners(), said, "determiner", det.text);
  return det;
}

void checker::selections::noun(checker& c, const node& word_node, expr& e) {
  e.word = c.word_named(word_node, words::nouns(), word_node.text, "noun", e.text);
  // 001 Network: a space is a cell of a network, not a card; no selection of cards
  // can fit one (`move this to a space adjacent to ...` places a card, and is no selection).
  if (words::as<words::noun>(e.word) == words::noun::space)
    c.error(word_node, "a space is a cell of a network, not a card, so no card fits it; name cards ('target "
                  "card', 'each card adjacent to this')");
}

std::size_t checker::selections::noun_phrase(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::select;
  std::size_t i = 0;
  for (; i < n.children.size() && n.children[i].k != kind::noun; ++i) {
    const node& part = n.children[i];
    if (part.k == kind::determiner) {
      add_made(e.args, [&] { return determiner(c, part, s, e); });  // sets e.target, not e.args
    } else if (part.k == kind::adjective) {
      e.args.push_back({op::with_state, intern_name(part.text), 0, {}, c.at(part),
                        c.word(part, words::states(), part.text, "card state")});
    } else if (part.k == kind::faction) {
      e.args.push_back(faction(c, part));
    }
  }
  if (i < n.children.size()) noun(c, n.children[i++], e);
  return i;
}

// A filter after a player noun would never fit anyone (`each opponent with #GMO`), so it is
// an error, not a silent no-op; nor can a card's state (`each engaged player`; only
// `other` reads, `each other player`).
// `the controller of SEL`, `the owner of SEL`: a player, of the cards SEL names (a pronoun
// whose args[0] is SEL), wherever a player stands (docs/vocabulary.md 7.2).
expr checker::selections::player_of(checker& c, const node& n, scope& s) {
  const std::string p = collapse(n.children[0].text);
  expr e{op::player_ref, intern_name(p), 0, {}, c.at(n)};
  e.word = c.word(n.children[0], words::pronouns(), p, "pronoun");
  e.args.push_back(c.check_selection(n.children[1], s));
  if (!names_cards(e.args[0]))
    c.error(n.children[1], fmt::format("'{}' takes cards, such as 'target ability' or 'it'; '{}' names players", p,
                                       render(e.args[0])));
  return e;
}

// `target character's controller`, `that card's owner`: the same checked op as `the
// controller of SEL` (player_of), of the selection before the `'s` (the node's children but
// its last, the possessive_player). A player's `'s` and `it's` are refused with the words
// that stand there.
expr checker::selections::possessive(checker& c, const node& n, scope& s) {
  const node& tail = n.children.back();
  const bool owner = collapse(tail.text).ends_with("owner");
  node before = n;
  before.children = syntax::node_list(n.children.begin(), static_cast<std::uint32_t>(n.children.size() - 1));
  before.text = n.text.substr(0, static_cast<std::size_t>(tail.text.data() - n.text.data()));
  const std::string p = owner ? "the owner of" : "the controller of";
  expr e{op::player_ref, intern_name(p), 0, {}, c.at(n)};
  e.word = c.word(tail, words::pronouns(), p, "pronoun");
  const std::string first = collapse(n.children.front().text);
  if (first == "it" || first == "this" || first == "itself") {
    c.error(n, fmt::format("'{}'s {}' is written 'its {}'", first, owner ? "owner" : "controller", owner ? "owner" : "controller"));
    return e;
  }
  e.args.push_back(c.check_selection(before, s));
  if (!names_cards(e.args[0]))
    c.error(before, fmt::format("''s {}' takes cards, such as 'target character' or 'that card'; '{}' names players",
                                owner ? "owner" : "controller", render(e.args[0])));
  return e;
}

void checker::selections::no_card_filters_on_players(checker& c, const node& n, std::size_t i, const expr& e) {
  if (e.o != op::select || !words::names_players(words::as<words::noun>(e.word))) return;
  for (const expr& f : e.args)
    if (f.o == op::with_state && words::as<words::state>(f.word) != words::state::other)
      c.error(n, fmt::format("'{}' names players, and '{}' is a state of cards; choose players by who they are "
                             "('each other player', 'each opponent')", name_of(e), name_of(f)));
  for (; i < n.children.size(); ++i)
    if (n.children[i].k != kind::qual_most && n.children[i].k != kind::qual_than && n.children[i].k != kind::qual_have)
      return void(c.error(n.children[i], fmt::format("'{}' names players, and this filter is about cards; choose "
                                                     "players by who they are ('each opponent', 'target player', 'its "
                                                     "controller')",
                                                     name_of(e))));
}

// `with the most ...` chooses among players (docs/rulings.md, The player with the most): on
// cards it would compare their controllers' money, which no card text means; a target player
// is chosen as the card is played, before any quantity is read.
void checker::selections::most_on_players(checker& c, const node& n, expr& e) {
  const bool than = std::any_of(e.args.begin(), e.args.end(), [](const expr& f) { return f.o == op::has_amount; });
  if (than && (e.o != op::select || !words::names_players(words::as<words::noun>(e.word))))
    c.error(n, "'with more money than' (cards in hand, a trait), 'with no cards in hand' and 'with at least 5M' choose "
               "players ('each opponent with more money than you', 'each player with no cards in hand'); to compare a "
               "card's number, write it first: 'with BQ less than the BQ of this', 'with BQ 3 or more'");
  else if (than && e.target)
    c.error(n, "a target player is chosen as the card is played, and a player's money or hand after 'with' is read as "
               "the effect runs; write 'each opponent with more money than you', 'each opponent with no cards in hand'");
  const auto most = std::find_if(e.args.begin(), e.args.end(), [](const expr& f) { return f.o == op::most_of; });
  if (most == e.args.end()) return;
  if (n.children[0].k == kind::noun && n.text.starts_with("the")) most->value = 1;  // `the player with ...`, for show
  if (e.o != op::select || !words::names_players(words::as<words::noun>(e.word)))
    c.error(n, "'with the most' and 'with the fewest' choose players ('the player with the most money', 'each opponent "
               "with the fewest cards in hand'); to compare cards, write 'with BQ 3 or more'");
  else if (e.target)
    c.error(n, "a target player is chosen as the card is played, and 'with the most' is read as the effect starts; "
               "write 'the player with the most money' or 'each opponent with the most money'");
  else if (std::any_of(e.args.begin(), e.args.end(), [](const expr& f) {
             return f.o == op::number && words::chooses_one(words::as<words::determiner>(f.word));
           }))
    c.error(n, "'with the most' names every player with that most (all of them if tied); write 'the player with the "
               "most ...' or 'each player with the most ...', not 'a player'");
}

namespace {
// The quantity counted in a player's own: an owner-less zone is theirs (`cards in hand`), and
// cards in play with no controller written are those they control (`characters`).
void count_theirs(expr& sel, span where) {
  bool zone = false, controller = false;
  for (expr& f : sel.args) {
    if (f.o == op::in_zone && f.args[0].args.empty()) {
      f.args[0].args.push_back({op::player_ref, intern_name("their"), 0, {}, where, words::code(words::owner::named)});
    }
    zone = zone || f.o == op::in_zone;
    controller = controller || f.o == op::controlled_by;
  }
  if (!zone && !controller)
    sel.args.push_back({op::controlled_by, intern_name("they"), 0, {}, where, words::code(words::controller::they)});
}
}  // namespace

// The comparison code of `most` (greater) and `fewest` / `least` (less), for the runner.
std::uint8_t checker::most_word(const node& n) {
  return words::code(collapse(n.text) == "most" ? words::comparison::greater : words::comparison::less);
}

// `with the most money` / `with the fewest cards in hand`: op most_of, text the word, args[0]
// the quantity read with `they` each candidate player (run/players.cpp most_players).
expr checker::check_most(const node& n, const scope& s) {
  expr e{op::most_of, intern_collapsed(n.children[0].text), 0, {}, at(n), most_word(n.children[0])};
  add_made(e.args, [&] { return check_most_quantity(n.children[1], s); });
  return e;
}

// The quantity: `money` (the money of each player), or cards counted as `the number of SEL`,
// each player's own (count_theirs); `they` in it is the player measured.
expr checker::check_most_quantity(const node& n, const scope& s) {
  if (n.k == kind::word) {
    const expr they{op::player_ref, intern_name("they"), 0, {}, at(n), words::code(words::pronoun::acting)};
    return {op::money_of, {}, 0, {they}, at(n)};
  }
  scope inner = s;
  inner.they_named = true;
  inner.they_target = false;
  expr sel = check_selection(n, inner);
  if (!names_cards(sel) || sel.o != op::select) {
    error(n, fmt::format("'with the most' counts a player's money or cards ('money', 'cards in hand', 'characters', "
                         "'cards in their open market'); '{}' is no such count",
                         render(sel)));
  } else if (std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) { return f.o == op::number; }) || sel.target) {
    error(n, fmt::format("'with the most' counts every card that fits, so '{}' takes no determiner: write the plural "
                         "noun ('with the most characters', 'with the fewest cards in hand')",
                         render(sel)));
  } else {
    count_theirs(sel, at(n));
  }
  return {op::count_of, {}, 0, {std::move(sel)}, at(n)};
}

void checker::no_play_filters_out_of_play(const node& n, const expr& sel) {
  const expr* f = statement_parts::play_only_filter(sel);
  if (!f) return;
  const std::string what = f->o == op::with_state ? "'" + name_of(*f) + "'" : "this filter";
  error(n, fmt::format("{} fits cards in play only (001 Card States), and these cards are in a hand, deck, open market "
                       "or annihilated zone, so none could ever fit; filter them by what a card there has ('with "
                       "#TAG', 'with valuation 3 or less', a type)",
                       what));
}


// `put one of them into your hand, put each of them other than it on the bottom of ...`:
// after a statement that acted on `one of them`, `them` names that one card, as `it` does
// (docs/vocabulary.md, pronouns), so `them other than it` names none (blind design batch 29, d19).
void checker::selections::them_other_than_it(checker& c, const node& n, const expr& e) {
  if (e.o != op::bound || name_of(e) != "them") return;
  const bool other_than_it = std::any_of(e.args.begin(), e.args.end(), [](const expr& q) {
    return q.o == op::other_than && !q.args.empty() && q.args.back().o == op::bound && q.args.back().args.empty();
  });
  if (other_than_it)
    c.error(n, "'them' here names the one card the statement before chose ('one of them'), as 'it' does, so 'them "
               "other than it' names no card; act on them all first, then choose one ('put them on the bottom of your "
               "main deck, put one of them into your hand'), or look at them first, where 'the rest' names the others");
}

expr checker::check_selection(const node& n, scope& s) {
  // One node returned by name from every branch, so that it is made in the caller's slot
  // (g++ elides the copy only then: docs/benchmarks.md, stop 43).
  expr e;
  if (n.k == kind::joined_subject) {  // check_joined
    e = expr{op::joined_cards, intern_name("them"), 0, {}, at(n)};
    return e;
  }
  const node& first = n.children[0];
  if (n.children.back().k == kind::possessive_player) {
    e = selections::possessive(*this, n, s);  // into `e`: every return names it (the copy elided)
    return e;
  }
  if (first.k == kind::sel_top) e = selections::top(*this, n, s);
  else if (first.k == kind::sel_rest) e = selections::rest(*this, first, s);
  else if (first.k == kind::sel_of_them) e = selections::of_them(*this, first, s);
  else if (first.k == kind::sel_player_of) e = selections::player_of(*this, first, s);
  if (first.k == kind::sel_top || first.k == kind::sel_rest || first.k == kind::sel_of_them || first.k == kind::sel_player_of)
    return e;
  e.where = at(n);
  if (n.children.size() > 1) e.args.reserve(n.children.size() - 1);  // every part but the pronoun or noun
  std::size_t i = 1;
  if (first.k == kind::pronoun) selections::pronoun(*this, first, s, e);
  else i = selections::noun_phrase(*this, n, s, e);
  selections::no_card_filters_on_players(*this, n, i, e);
  for (; i < n.children.size(); ++i) {
    add_made(e.args, [&] { return check_qualifier(n.children[i], s); });
    hoist_exclusions(e.args);
  }
  selections::most_on_players(*this, n, e);
  if (s.them_is_it) selections::them_other_than_it(*this, n, e);
  if (statement_parts::names_out_of_play(e)) no_play_filters_out_of_play(n, e);
  // 001 Advanced Rules, Bonding: "Only the first card of a pile can be targeted".
  if (e.o == op::select && e.target && statement_parts::names_bonded(e))
    selection_fixes::target_to_article(
        error(n, "a target is the top card of a pile (001 Advanced Rules, Bonding: \"Only the first card of a pile can "
                 "be targeted\"), and a bonded card is under one; write 'a bonded card'"),
        n.text);
  // Several target players: not supported yet (a player is targeted one at a time).
  if (e.o == op::select && e.target && words::names_players(words::as<words::noun>(e.word)) &&
      std::any_of(e.args.begin(), e.args.end(), [](const expr& f) { return f.o == op::number && f.target; }))
    error(n, "several target players are not supported yet: a counted target ('2 target', 'up to 2 target', 'any "
             "number of target') takes cards; write 'target player', or 'each player'");
  // The runner chooses a target card before the target players it would be among.
  if (e.o == op::select && e.target &&
      std::any_of(e.args.begin(), e.args.end(), [](const expr& f) {
        return f.o == op::controlled_by && words::is_target(words::as<words::controller>(f.word));
      }))
    error(n, "a target among the cards of a target player is not supported yet: the targets are chosen together; "
             "write 'target character an opponent controls', or 'each character target player controls'");
  selections::they_in_target(*this, n, s, e);
  // `x` in a target (`target character with valuation x or less`): the target is chosen with
  // the play, and the amount `pay x` may then choose is one under which it fits (the runner's
  // text_behaviour::amounts_fitting_targets; blind design batch 42, d20). A target is chosen
  // before any statement has run, so `that many` has nothing to count yet.
  if (e.o == op::select && e.target && checked::reads(e, op::that_many))
    error(n, "a target is chosen as the card is played, before any statement runs, so 'that many' or 'that much' in a "
             "target counts nothing yet; test it as the effect runs: 'if the valuation of target character <= that "
             "many { destroy it }', or choose as it runs: 'destroy up to that many characters an opponent controls'");
  // Glossary TARGET: a target is chosen among the cards in play; one in a hand, deck, open
  // market or annihilated zone could never be.
  if (e.o == op::select && e.target && statement_parts::names_out_of_play(e))
    selection_fixes::target_to_article(
        error(n, fmt::format("a target is a card in play (Glossary: TARGET), and this names cards in a hand, deck, open "
                             "market or annihilated zone, so none could ever be chosen; write '{}'",
                             selection_fixes::untargeted(collapse(n.text)))),
        n.text);
  return e;
}

expr checker::check_keyword_ref(const node& n, const scope& s, bool with) {
  expr e;
  check_keyword_ref(n, s, with, e);
  return e;
}

void checker::check_keyword_ref(const node& n, const scope& s, bool with, expr& e) {
  e.where = at(n);
  if (n.k == kind::tag) {
    e.o = with ? op::with_tag : op::without_tag;
    std::string buffer;
    e.text = intern_name(normalized_tag(n.text, buffer));
    e.ref = tag_ref(name_of(e), s);
    // Known: a parameter's, or an id below known_tags_. On the main checker tag_ref's id is
    // the one tag_known would find; a worker's may be a placeholder, so it asks.
    const checked::tag_id* id = std::get_if<checked::tag_id>(&e.ref);
    const bool known = worker_ || !id ? tag_known(name_of(e), s) : static_cast<std::size_t>(*id) < known_tags_;
    // A keyword definition may name a tag before any card carries it: a warning there, an error on cards.
    if (!known) {
      std::string guess = closest(name_of(e), known_tag_list_);
      if (!guess.empty()) guess = "#" + guess;
      diagnostic d{s.subject == "keyword" ? severity::warning : severity::error, at(n),
                   fmt::format("unknown tag #{}: no card in the library has it{}", name_of(e), did_you_mean(guess)), {}};
      diags_.add(std::move(suggest(d, guess)));
    }
  } else {
    e.o = with ? op::with_keyword : op::without_keyword;
    std::string buffer;
    e.text = intern_name(normalized_keyword(n.text, buffer));
    if (const checked::keyword* k = lib_.find_keyword(name_of(e))) e.ref = k->id;
    else unknown_keyword(n, name_of(e));
  }
}

expr checker::check_qualifier(const node& n, scope& s) {
  expr e;
  e.where = at(n);
  switch (n.k) {
    case kind::qual_valuation: e.o = op::valuation_at_most; add_made(e.args, [&] { return check_amount(n.children[0], s); }); break;
    case kind::qual_combined_valuation:
      e.o = op::combined_valuation_at_most;
      add_made(e.args, [&] { return check_amount(n.children[0], s); });
      break;
    // Every branch fills `e`, returned by name (as check_selection's, above).
    case kind::qual_with: check_keyword_ref(n.children[0], s, true, e); break;
    case kind::qual_without: check_keyword_ref(n.children[0], s, false, e); break;
    case kind::qual_control:
      e.o = op::controlled_by;
      e.text = intern_collapsed(n.children[0].text);
      e.word = word(n.children[0], words::controllers(), name_of(e), "player who controls");
      if (const auto who = words::as<words::controller>(e.word); words::is_target(who)) {
        // `each character target player controls`: the player is a target of the effect,
        // chosen with the others (its one argument, found by target_selections). A rule
        // is never played, so it has no targets (as `target` before a card, above).
        no_target_here(n.children[0], s);
        e.args.push_back(target_player_select(words::target_noun(who), at(n.children[0])));
      }
      break;
    case kind::qual_radius:
      e.o = op::in_radius;
      add_made(e.args, [&] { return check_amount(n.children[0], s); });
      if (n.children.size() > 1) add_made(e.args, [&] { return check_selection(n.children[1], s); });
      break;
    case kind::qual_area:
      e.o = op::in_area;
      e.text = intern_name(n.children[0].text);
      e.ref = check_shape(n.children[0]);
      if (n.children.size() > 1) add_made(e.args, [&] { return check_selection(n.children[1], s); });
      break;
    case kind::qual_adjacent: e.o = op::adjacent_to; add_made(e.args, [&] { return check_selection(n.children[0], s); }); break;
    case kind::qual_other_than:
      e.o = op::other_than;
      add_made(e.args, [&] { return check_selection(n.children[0], s); });
      // `other than 4 cards` left out nothing and read the whole selection (design batch 46, d02).
      if (const node* d = counting_determiner(n.children[0]))
        error(*d, fmt::format("'other than' leaves out the cards it names, and '{}' counts cards rather than naming "
                              "some; the language has no arithmetic on amounts ('beyond 4'): compare with 'if ... "
                              "has N or more cards in hand', or name the cards to leave out ('other than this')",
                              collapse(n.children[0].text)));
      break;
    case kind::qual_bonded_to: e.o = op::bonded_to; add_made(e.args, [&] { return check_selection(n.children[0], s); }); break;
    case kind::qual_same_name: e.o = op::same_name_as; add_made(e.args, [&] { return check_selection(n.children[0], s); }); break;
    case kind::qual_named: e = check_named(n); break;
    case kind::qual_in_zone:  // a target player's zone: chosen as the effect is played (no_target_here)
      e.o = op::in_zone;
      add_made(e.args, [&] { return check_zone(n.children[0], true); });
      if (!e.args[0].args.empty() && !e.args[0].args[0].args.empty()) no_target_here(n.children[0], s);
      break;
    case kind::qual_number: e = check_card_number(n, s); break;
    case kind::qual_type: e = selections::card_type(*this, n); break;
    case kind::qual_attacked: e.o = op::attacked_this_turn; e.text = intern_name("that attacked this turn"); break;
    case kind::qual_most: e = check_most(n, s); break;
    case kind::qual_than: e = check_than(n, s); break;
    case kind::qual_have: e = check_have(n, s); break;
    default: error(n, "expected a qualifier");
  }
  return e;
}

// `named "Gnost Acolyte"`: the card of the library of that name, as its index (the runner
// compares the definition, never the text); an unknown name is an error naming the nearest.
expr checker::check_named(const node& n) {
  const std::string name = unquote(n.children[0].text);
  expr e{op::named, intern_name(name), 0, {}, at(n)};
  const auto& cards = lib_.cards();
  const auto it = std::find_if(cards.begin(), cards.end(), [&](const auto& c) { return c->name == name; });
  if (it == cards.end()) {
    const std::string guess = closest_card_name(lib_, name);
    suggest(error(n.children[0], fmt::format("unknown card \"{}\"{}", name, did_you_mean(guess))), guess.empty() ? "" : quote(guess));
  } else if (const auto i = static_cast<std::size_t>(it - cards.begin()); i <= 0xFFFF) {
    e.ref = checked::card_def_index{static_cast<std::uint16_t>(i)};
  } else {
    error(n.children[0], fmt::format("too many cards to name one: \"{}\" is card {} of the library, at most 65,536 can be named", name, i + 1));
  }
  return e;
}

// `with BQ 1 or less`, `with 3 or more damage`, `with valuation 5 or more`: value is what of
// the card (checked::card_number), word the comparison, args[0] the amount. `with valuation
// N or less` is the older qualifier's tree (valuation_at_most), so both read the same.
expr checker::check_card_number(const node& n, scope& s) {
  expr e{op::with_number, {}, 0, {}, at(n)};
  const node* what = nullptr;
  const node* cmp = nullptr;
  for (const node& part : n.children) {
    if (part.k == kind::trait || part.k == kind::word) what = &part;
    else if (part.k == kind::cmp) cmp = &part;
    else add_made(e.args, [&] { return check_amount(part, s); });
  }
  if (!cmp) {  // `with a development counter on it`: 1 or more
    e.args.push_back({op::number, {}, 1, {}, at(n)});
    e.text = intern_name("or more");
    e.word = words::code(words::comparison::at_least);
  } else {
    e.text = intern_collapsed(cmp->text);
    e.word = word(*cmp, words::comparisons(), name_of(e), "comparison");
  }
  if (what->k == kind::trait) {
    e.ref = static_cast<checked::card_number>(words::trait_index(words::find(words::traits(), what->text)));
    e.args.push_back({op::trait_arg, intern_name(what->text), 0, {}, at(*what), word(*what, words::traits(), what->text, "trait")});
  } else {
    const std::string w = collapse(what->text);
    e.ref = w == "damage" ? checked::card_number::damage
            : w == "valuation" ? checked::card_number::valuation : checked::card_number::counters;
    e.args.push_back({op::trait_arg, intern_name(w == "development counter" ? "development counters" : w), 0, {}, at(*what)});
  }
  if (checked::payload<checked::card_number>(e) == checked::card_number::valuation && name_of(e) == "or less")
    return {op::valuation_at_most, {}, 0, {std::move(e.args[0])}, e.where};
  return e;
}

// `target opponent's network`: the player is a target of the effect, chosen with the others
// (the owner's one argument, found by target_selections), as `each character target player
// controls`; in a filter too (`the number of cards in target opponent's hand`: that
// player's hand only, where `an opponent's hand` is every opponent's; issue 27, d31).
void checker::target_owner(expr& owner) {
  owner.args.push_back(target_player_select(words::target_noun(words::as<words::owner>(owner.word)), owner.where));
}

// `your`, `their`, `its owner's`, `its controller's` as the player they name, for what is
// a player's own (the trait pool) rather than a zone.
expr checker::owner_player(const node& n) {
  const std::string who = collapse(n.text);
  const words::owner o = words::find(words::owners(), who);
  if (o == words::owner::acting) return {op::you, intern_name("you"), 0, {}, at(n)};
  if (o == words::owner::opponents)
    error(n, "whose trait pool: 'your', 'their', 'its owner's' or 'its controller's' (one player's)");
  const std::string as = o == words::owner::card_owner ? "its owner" : o == words::owner::card_controller ? "its controller" : "they";
  return {op::player_ref, intern_name(as), 0, {}, at(n), word(n, words::pronouns(), as, "pronoun")};
}

namespace {
// The zone's own words (`open market`), its owner left out.
std::string zone_words(const node& n) {
  for (const node& part : n.children)
    if (part.k != kind::owner) return collapse(part.text);
  return "zone";
}
}  // namespace

expr checker::check_zone(const node& n, bool several) {
  expr e;
  e.o = op::zone;
  e.where = at(n);
  for (const node& part : n.children) {
    if (part.k == kind::owner) {
      e.args.push_back({op::player_ref, intern_collapsed(part.text), 0, {}, at(part)});
      e.args.back().word = word(part, words::owners(), name_of(e.args.back()), "zone owner");
      if (!several && words::as<words::owner>(e.args.back().word) == words::owner::opponents)
        error(part, fmt::format("'{}' names every opponent's zone, which only a filter reads ('a card in an opponent's "
                                "hand', 'for each card in an opponent's open market'); here name one player's "
                                "('target opponent's', 'its owner's'), or have each of them do it: 'for each opponent "
                                "{{ ... their {} }}' (each opponent then acts and is 'you': 'your hand' there is theirs)",
                                name_of(e.args.back()), zone_words(n)));
      if (words::is_target(words::as<words::owner>(e.args.back().word))) target_owner(e.args.back());
    } else {
      e.text = intern_collapsed(part.text);
      e.word = word(part, words::zones(), name_of(e), "zone");
    }
  }
  return e;
}

// `x`, a keyword's number or cost parameter as an amount (kind::amount_param), into e; what an
// unknown name may have meant.
void checker::check_amount_param(const node& n, const scope& s, expr& e) {
  e.o = op::parameter;
  e.text = intern_name(n.text);
  const checked::keyword_param* p = find_param(s, name_of(e));
  if (p) e.ref = param_index(s, p);
  const bool x = name_of(e) == "x" || name_of(e) == "X";
  if (!p && x && s.x_chosen) {  // `pay x -> ... x`: the amount its costs chose
    e.o = op::chosen_amount;
    e.text = {};
  } else if (!p && x) {
    error(n, fmt::format("unknown name '{}'{}; 'x' is an amount only after a cost that chooses it: 'pay x -> target "
                         "character you control gets +x BQ until end of turn', or an event's 'additional cost: pay x' "
                         "before its 'on resolve:'",
                         name_of(e), s.params ? "; it is not a parameter of this keyword" : ""));
  } else if (!p && !digits_of(name_of(e)).empty()) {
    suggest(error(n, fmt::format("'{}' is a number written in words; the language writes numbers in digits{}",
                                 name_of(e), did_you_mean(digits_of(name_of(e))))),
            digits_of(name_of(e)));
  } else if (!p && name_of(e) == "those") {  // `put those characters into your hand` (issue 27, d19)
    error(n, those_alone);
  } else if (!p && name_of(e) == "any") {  // `when any player sells a card` (blind design batch 35, d17)
    suggest(error(n, "'any' is written 'a' before a card or a player ('when a card with #BUILDING is destroyed', "
                     "'when a player sells a card': each one's); 'each' acts on every one; did you mean 'a'?"),
            "a");
  } else if (!p && name_of(e) == "activated") {  // `activated abilities of ...` (blind design batch 30, d14)
    error(n, "'activated' is not needed: every ability a card's text gives ('ability: COSTS -> EFFECT') is "
             "activated (001 Advanced Rules); write 'abilities of cards an opponent controls cost 1M more to "
             "activate'");
  } else if (!p) {
    const std::string guess = closest_param(s, name_of(e), [](checked::param_kind k) {
      return k == checked::param_kind::number || k == checked::param_kind::money;
    });
    suggest(error(n, fmt::format("unknown name '{}'{}{}", name_of(e),
                                 s.params ? "; it is not a parameter of this keyword"
                                          : "; parameters exist only inside a keyword definition",
                                 did_you_mean(guess))),
            guess);
  }
  else if (p->kind != checked::param_kind::number && p->kind != checked::param_kind::money)
    error(n, fmt::format("parameter '{}' is a {}, not a number: a number or a number or cost parameter of this "
                         "keyword can stand there",
                         name_of(e), checked::param_kind_name(p->kind)));
}

expr checker::check_amount(const node& n, const scope& s) {
  const deeper in_amount(amount_depth_);
  expr e;
  e.where = at(n);
  switch (n.k) {
    case kind::number: e.o = op::number; e.value = number_value(n); break;
    case kind::amount_dealt:
      e.o = op::damage_dealt;
      if (!s.damage_known)
        error(n, "'the damage dealt' has a value only in a 'when ... deals damage' or 'when ... is dealt damage' "
                 "trigger, or a 'dealt damage' replacement");
      break;
    case kind::amount_param: check_amount_param(n, s, e); break;
    case kind::amount_count: {
      if (n.children.size() > 1) return check_destroyed(n.children[0], n, s);  // `... destroyed this turn`
      e.o = op::count_of;
      scope inner = s;
      add_made(e.args, [&] { return check_selection(n.children[0], inner); });
      break;
    }
    case kind::amount_played: return check_played(n, s);
    case kind::amount_bought: return check_bought(n, s);
    case kind::amount_trait: return check_trait_of(n, s);
    case kind::amount_extreme: return check_extreme(n, s);
    case kind::amount_half: return check_half(n, s);
    case kind::amount_money:
    case kind::amount_pool:
    case kind::amount_damage_on:
    case kind::amount_counters_on:
    case kind::amount_valuation: return check_quantity(n, s);
    case kind::amount_drawn: return check_drawn(n, s);
    case kind::amount_that_many: return check_that_many(n, s);
    case kind::amount_counters_removed:
      e.o = op::counters_removed;
      if (!s.counters_removed)
        error(n, "'the number of development counters removed this way' counts what the costs removed: only in an "
                 "ability whose costs remove development counters ('remove all development counters from this -> "
                 "...'), or an event whose 'additional cost:' does");
      break;
    default: error(n, "expected an amount");
  }
  return e;
}

// A count kept per player (`the number of cards PLAYER drew this turn`, `the number of events
// PLAYER played this turn`): players, as `the money of`; of several, their total. One among
// several (`an opponent`) is not known: say which. The two messages say what the count is of.
expr checker::check_players_count(const node& n, const scope& s, op o, const char* not_players, const char* one_of) {
  scope inner = s;
  expr e{o, {}, 0, {check_selection(n.children[0], inner)}, at(n)};
  if (!names_players(e.args[0])) error(n.children[0], not_players);
  for (const expr& f : e.args[0].args)
    if (f.o == op::number && words::chooses_one(words::as<words::determiner>(f.word))) error(n.children[0], one_of);
  return e;
}

// `the TRAIT of SEL`: of cards; a player has a trait pool, no trait (001 Buy Phase), so it
// would read nothing (issue 27, p12).
expr checker::check_trait_of(const node& n, const scope& s) {
  expr e{op::trait_of, intern_name(n.children[0].text), 0, {}, at(n)};
  scope inner = s;
  add_made(e.args, [&] { return check_selection(n.children[1], inner); });
  if (!e.args.empty() && !names_cards(e.args[0]))
    error(n.children[1], fmt::format("'the {0} of' takes cards, such as 'this' or 'target character'; a player has no "
                                     "{0}, only a trait pool: 'the {0} in your trait pool', 'the {0} in their trait pool'",
                                     n.children[0].text));
  return e;
}

// `the greatest BQ among SEL`, `the least valuation among SEL`, `the greatest money among
// players`: the quantity read of each one that fits alone, as `the TRAIT of` (cards) or `the
// money of` (players) would read it of that one (issue 27, d05).
expr checker::check_extreme(const node& n, const scope& s) {
  const node& what = n.children[1];
  const bool greatest = collapse(n.children[0].text) == "greatest";
  expr e{op::extreme_of, intern_collapsed(n.children[0].text), 0, {}, at(n),
         words::code(greatest ? words::comparison::greater : words::comparison::less)};
  const bool money = what.k == kind::word && collapse(what.text) == "money";
  expr q{money ? op::money_of : what.k == kind::trait ? op::trait_of : op::valuation_of, {}, 0, {}, at(n)};
  if (what.k == kind::trait) q.text = intern_name(what.text);
  scope inner = s;
  add_made(q.args, [&] { return check_selection(n.children[2], inner); });
  if (!q.args.empty() && money != names_players(q.args[0]))
    error(n.children[2], money ? fmt::format("'the {} money among' takes players, such as 'opponents' or 'players'; a "
                                             "card has no money",
                                             name_of(e))
                               : fmt::format("'the {} {} among' takes cards, such as 'characters you control'; a player "
                                             "has no {}, only a trait pool",
                                             name_of(e), what.text, what.text));
  e.args.push_back(std::move(q));
  return e;
}

// `half AMOUNT`, rounded down (docs/rulings.md, Half); `half your money`, `half their money`:
// one player's money (`their`: the player the statement is about, as in `their trait pool`).
expr checker::check_half(const node& n, const scope& s) {
  expr e{op::half_of, {}, 0, {}, at(n)};
  const node& what = n.children[0];
  if (what.k != kind::owner) {
    scope inner = s;
    add_made(e.args, [&] { return check_amount(what, inner); });
    return e;
  }
  e.value = 1;
  const words::owner o = words::find(words::owners(), collapse(what.text));
  if (o == words::owner::opponents || words::is_target(o)) {
    error(what, fmt::format("'half {} money': whose money is one player's here ('your', 'their', 'its controller's'); "
                            "for another, write 'half the money of target opponent'",
                            collapse(what.text)));
    e.args.push_back({op::money_of, {}, 0, {{op::you, intern_name("you"), 0, {}, at(what)}}, at(n)});
    return e;
  }
  e.args.push_back({op::money_of, {}, 0, {owner_player(what)}, at(n)});
  return e;
}

// `the number of cards PLAYER drew this turn` (001 Hand).
expr checker::check_drawn(const node& n, const scope& s) {
  return check_players_count(n, s, op::drawn_by,
                             "'the number of cards ... drew this turn' takes a player, such as 'you', 'each opponent' or "
                             "'that player'; a card draws nothing (001 Hand)",
                             "the cards one player among several drew is not known; name the player ('you', 'that "
                             "player', 'target opponent') or all of them ('each opponent': their total)");
}

// `the number of events PLAYER played this turn` (001 Advanced Rules: played as announced from
// the hand).
expr checker::check_played(const node& n, const scope& s) {
  return check_players_count(n, s, op::played_by,
                             "'the number of events ... played this turn' takes a player, such as 'you', 'each opponent' or "
                             "'that player'; a card plays nothing (001 Advanced Rules)",
                             "the events one player among several played is not known; name the player ('you', 'that "
                             "player', 'target opponent') or all of them ('each opponent': their total)");
}

// `the number of cards PLAYER bought this turn` (001 Buy Phase: a pile is one buy); `... sold
// this turn` (001 Divest Phase: each card sold).
expr checker::check_bought(const node& n, const scope& s) {
  const node* verb = n.find(kind::word);
  if (verb && verb->text == "sold")
    return check_players_count(n, s, op::sold_by,
                               "'the number of cards ... sold this turn' takes a player, such as 'you', 'each opponent' or "
                               "'that player'; a card sells nothing (001 Divest Phase)",
                               "the cards one player among several sold is not known; name the player ('you', 'that "
                               "player', 'target opponent') or all of them ('each opponent': their total)");
  return check_players_count(n, s, op::bought_by,
                             "'the number of cards ... bought this turn' takes a player, such as 'you', 'each opponent' or "
                             "'that player'; a card buys nothing (001 Buy Phase)",
                             "the cards one player among several bought is not known; name the player ('you', 'that "
                             "player', 'target opponent') or all of them ('each opponent': their total)");
}

expr checker::check_per_counted(const node& per_node, const scope& s) {
  scope inner = s;
  const node& counted = per_node.children[0];
  if (per_node.children.size() > 1) return check_destroyed(counted, per_node, s);
  if (counted.k == kind::amount_counters_on || counted.k == kind::amount_played || counted.k == kind::amount_counters_removed)
    return check_amount(counted, inner);
  return check_selection(counted, inner);
}

// `the number of SEL destroyed this turn`, `the number of SEL that left play this turn`: the
// cards destroyed (that left play, any way) since the turn began that fitted SEL as they were
// (docs/rulings.md, Counts of the turn). Cards only; no target (a target is chosen in play, and
// these cards are gone).
// `destroyed this way`: those the statements before it in the effect destroyed; refused where
// none of them destroys (it would count none).
expr checker::check_destroyed(const node& sel, const node& n, const scope& s) {
  scope inner = s;
  const kind how = n.children.back().k;
  const bool left = how == kind::turn_left;
  const bool way = how == kind::way_destroyed;
  const std::string_view what = left ? "that left play" : "destroyed";
  const std::string_view when = way ? "this way" : "this turn";
  expr e{left ? op::left_count : way ? op::destroyed_way : op::destroyed_count, {}, 0, {check_selection(sel, inner)}, at(n)};
  if (way && !s.destroys_before)
    error(n.children.back(), "'destroyed this way' counts the cards the statements before it in this effect destroyed, "
                             "and none before it destroys a card or deals damage; 'destroyed this turn' counts every "
                             "card destroyed this turn");
  const expr& cards = e.args[0];
  if (names_players(cards) || cards.o != op::select)
    error(sel, fmt::format("'the number of ... {} {}' counts cards by what they were: name a kind of card "
                           "('characters', 'cards with #GMO', 'characters an opponent controls')",
                           what, when));
  else if (cards.target)
    error(sel, fmt::format("a card {} {} is no longer in play, so it cannot be a target: write "
                           "'characters', not 'target character'",
                           what, when));
  return e;
}

// `that many`: the cards the statement just before put into a zone; `that much`: the money it
// lost, paid or took (docs/rulings.md, That many). Refused where that statement counts neither.
expr checker::check_that_many(const node& n, const scope& s) {
  const bool much = collapse(n.text).ends_with("much");
  expr e{op::that_many, intern_name(much ? "much" : "many"), much ? 1 : 0, {}, at(n)};
  if (s.in_cost) {  // costs are checked payable before any of them is paid (001 Advanced Rules)
    error(n, fmt::format("'that {}' cannot be read in costs: they are checked payable before any is paid; use it in "
                         "the effect after the '->'",
                         much ? "much" : "many"));
    return e;
  }
  if (s.counted & (much ? counts_money : counts_cards)) return e;
  const std::string what = much ? "'that much' is the money the statement just before it lost, paid or took ('lose', "
                                  "'pay', 'take', 'give')"
                                : "'that many' is the number of cards the statement just before it moved ('draw', "
                                  "'discard', 'destroy', 'annihilate', 'put', 'shuffle ... into', 'sell', 'unbond')";
  // What the author likely meant, where the scope has it (blind design batch 41: the message named neither).
  if (much && s.damage_known) {
    error(n, fmt::format("{}; the damage this trigger heard is 'the damage dealt' ('gain the damage dealt M')", what));
    return e;
  }
  if (!much && s.counters_removed) {
    error(n, fmt::format("{}; the counters the costs removed are 'the number of development counters removed this way' "
                         "('deal the number of development counters removed this way IQ damage to target character')",
                         what));
    return e;
  }
  if (s.counted & (much ? counts_cards : counts_money))
    error(n, fmt::format("{}; the statement before it here {}: write 'that {}'", what,
                         much ? "moves cards" : "loses, pays or takes money", much ? "many" : "much"));
  else
    error(n, fmt::format("{}, and none before it here {}; write it after one in the same effect: {}", what,
                         much ? "loses, pays or takes money" : "moves cards",
                         much ? "'each opponent loses 3M, then you gain that much'"
                              : "'each player shuffles their hand into their main deck, then they draw that many cards'"));
  return e;
}

// `the money of SEL` and `the TRAIT in OWNER trait pool` (players: 001 Resources, Buy Phase),
// `the damage on SEL` and `the valuation of SEL` (cards: 001 Challenge Phase, Damage; Buy Phase).
// Of several players or cards, their total (as `the TRAIT of`).
expr checker::check_quantity(const node& n, const scope& s) {
  expr e{op::money_of, {}, 0, {}, at(n)};
  scope inner = s;
  if (n.k == kind::amount_pool) {
    e.o = op::pool_of;
    e.text = intern_name(n.children[0].text);
    e.word = word(n.children[0], words::traits(), name_of(e), "trait");
    e.args.push_back(owner_player(n.children[1]));
    return e;
  }
  add_made(e.args, [&] { return check_selection(n.children[0], inner); });
  if (n.k == kind::amount_money) {
    if (!names_players(e.args[0]))
      error(n.children[0], "'the money of' takes players, such as 'you', 'each opponent' or 'its controller'; a card has no money");
    // `the money of an opponent >= 10` would read as their total: say which one, or ask of some one.
    for (const expr& f : e.args[0].args)
      if (f.o == op::number && words::chooses_one(words::as<words::determiner>(f.word)))
        error(n.children[0], "'the money of' one player among several is not known; name the player ('target "
                             "opponent', 'its controller'), all of them ('each opponent': their total), or ask of "
                             "some one: 'an opponent has 10M or more'");
    return e;
  }
  e.o = n.k == kind::amount_damage_on ? op::damage_on : n.k == kind::amount_counters_on ? op::counters_on : op::valuation_of;
  if (!names_cards(e.args[0]))
    error(n.children[0], fmt::format("'{}' takes cards, such as 'this' or 'target character'; a player has none",
                                     e.o == op::damage_on     ? "the damage on"
                                     : e.o == op::counters_on ? "the number of development counters on"
                                                              : "the valuation of"));
  return e;
}

}  // namespace megacorp
