// Checking the statements that act on cards: the verbs (`destroy`, `engage`, ...), damage,
// choosing, moving, searching, putting, deploying and discarding (statement_checks.hpp).
#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "check/selection_fixes.hpp"
#include "check/statement_checks.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "vocabulary/event_triggers.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;
using namespace statement_parts;

namespace {

// The op of each word of the grammar's verb_word (grammar/grammar.hpp): `destroy target
// card`. tests/lang/verbs_test.cpp parses every word of that rule and requires its op here.
struct verb {
  std::string_view word;
  op o;
};
constexpr std::array<verb, 10> verbs = {{{"destroy", op::destroy},
                                        {"annihilate", op::annihilate},
                                        {"engage", op::engage},
                                        {"disengage", op::disengage},
                                        {"reveal", op::reveal},
                                        {"redeploy", op::redeploy},
                                        {"unbond", op::unbond},
                                        {"cancel", op::cancel},
                                        {"reset", op::reset},
                                        {"sell", op::sell}}};

// Glossary: CANCEL: what can be cancelled is an event, an ability or an effect. `the
// attacker`, `the blocker`, `the card that destroyed it` and the other pronouns name cards in
// play or players, never an item on the stack (design batch 53, d08: `cancel the attacker`
// checked and called nothing off).
bool cancellable(const expr& what) {
  if (what.o == op::player_ref) return false;
  const words::noun n = words::as<words::noun>(what.word);
  return what.o != op::select || n == words::noun::event || n == words::noun::ability || n == words::noun::effect;
}

// The verbs that act on cards in play only (docs/vocabulary.md 6): not `annihilate` and
// `reveal`, which act on cards in a zone too, nor `cancel`, which names the stack.
bool acts_in_play(op o) {
  return o == op::destroy || o == op::engage || o == op::disengage || o == op::redeploy || o == op::unbond ||
         o == op::reset || o == op::sell;
}

// The cards a `look at` (or a `reveal` of cards not named before) names are `the rest` after
// it while they stay where they are (docs/rulings.md, Looking at cards); whether they are in
// a hand (`discard one of them`).
bool looked_in_hand(const expr& looked) {
  return looked.o == op::select && std::any_of(looked.args.begin(), looked.args.end(), [](const expr& f) {
           return f.o == op::in_zone && !f.args.empty() && words::as<words::zone>(f.args[0].word) == words::zone::hand;
         });
}

// `reveal the top 3 cards of your main deck`: cards named anew, not `them` nor `one of them`
// (run/effects_moving.cpp, run_reveal).
bool reveals_anew(const expr& what) {
  if (what.o == op::bound) return false;
  return what.o != op::select || what.args.empty() ||
         (what.args.back().o != op::among_named && what.args.back().o != op::rest_looked);
}

}  // namespace

// `engage up to 3 target characters, they get -1 BQ until end of turn` (issue 27, p27): where
// a statement acts on cards, `they` names the cards the statement before named, as `them`
// does; a word that names only players (`that player`, `its controller`) names no card.
bool checker::statements::they_as_cards(checker& c, const node& at, expr& what, std::string_view verb, const scope& s) {
  if (what.o != op::player_ref || !words::names_only_players(words::as<words::pronoun>(what.word))) return false;
  const bool bound = name_of(what) == "they" && s.bound && !s.in_rule && !s.in_pattern;
  what.o = op::bound;  // refused or not, a card word from here on: no second message on it
  what.word = 0;
  if (bound) return false;
  c.error(at, fmt::format("'{}' acts on cards, and '{}' names a player{}; name a card ('it', 'the attacker', 'target "
                          "card')",
                          verb, collapse(at.text),
                          name_of(what) == "they" ? " here, as no statement before it names cards for it" : ""));
  return true;
}

void checker::statements::in_play_only(checker& c, const node& n, std::size_t i, expr& what, std::string_view verb,
                                       const scope& s) {
  they_as_cards(c, n.children[i], what, verb, s);
  if (s.in_rule || s.in_pattern || s.in_while) return;
  // 001 Advanced Rules, Bonding: a bonded card is under a pile's top card, not on a space;
  // `unbond` frees it.
  if (verb != "unbond" && names_bonded(what))
    c.error(n.children[i], fmt::format("'{}' acts on the cards on the spaces of a network, and a bonded card is under "
                                       "a pile's top card (001 Advanced Rules, Bonding); 'unbond' frees it",
                                       verb));
  if (verb != "unbond" && what.o == op::bound && s.it_bonded)
    c.error(n.children[i], fmt::format("'{}' acts on the cards on the spaces of a network, and '{}' names bonded "
                                       "cards, under a pile's top card (001 Advanced Rules, Bonding); 'unbond' frees "
                                       "them",
                                       verb, collapse(n.children[i].text)));
  if (what.o == op::bound && s.it_in_zone)
    c.error(n.children[i], fmt::format("'{}' acts on cards in play, and '{}' names cards found in a hand, deck, open "
                                       "market or annihilated zone, which it would leave as they are; 'put ... into "
                                       "your network' moves them into play and names them there ('put it into your "
                                       "network, {} it'), 'deploy' does not",
                                       verb, collapse(n.children[i].text), verb));
  if (!names_out_of_play(what)) return;
  c.error(n.children[i], fmt::format("'{}' acts on cards in play, and '{}' names cards in a hand, deck, open market or "
                                     "annihilated zone, which it would leave as they are; name cards in play ('a "
                                     "character you control'), or move the cards first ('put ... into')",
                                     verb, collapse(n.children[i].text)));
}

// `reveal ZONE` (`reveal target opponent's hand`): every card in the zone, as `look at ZONE`
// reads it (issue 27, p23). Another verb names the cards: `annihilate each card in your hand`.
expr checker::statements::whole_zone(checker& c, const node& n, std::string_view verb) {
  const node& z = n.children[1];
  if (verb != "reveal")
    c.error(z, fmt::format("'{}' takes cards, and '{}' is a zone: name its cards, '{} each card in {}'", verb,
                           collapse(z.text), verb, collapse(z.text)));
  expr cards{op::select, intern_name("cards"), 0, {}, c.at(z), words::code(words::noun::card)};
  cards.args.push_back({op::in_zone, {}, 0, {c.check_zone(z)}, c.at(z)});
  return cards;
}

// `destroy target equipment and target location` (grammar's stmt_verb): the verb on each
// selection in turn, each checked as the statement `VERB SEL [for free]` alone, so it is
// exactly `destroy target equipment, destroy target location` (its targets, `it` after it:
// the second's, warned by two_targets). A cost pays one statement at a time: refused there.
void checker::statements::check_joined(checker& c, const node& n, scope& s, expr& e) {
  const auto part = [&](const node& what) {  // the verb, one selection, the place and `for free` after both
    std::array<node, 4> parts{n.children[0], what};
    std::copy(n.children.begin() + 3, n.children.end(), parts.begin() + 2);
    const auto count = static_cast<std::uint32_t>(n.children.size() - 1);
    return c.check_statement(node{n.text, syntax::node_list(parts.data(), count), kind::stmt_verb}, s);
  };
  if (s.in_cost) {
    c.error(n.children[2], fmt::format("a cost is paid one statement at a time: write '{} {}, {} {}'",
                                       n.children[0].text, collapse(n.children[1].text), n.children[0].text,
                                       collapse(n.children[2].text)));
    e = part(n.children[1]);
    return;
  }
  e.o = op::sequence;
  e.ref = checked::manner::joined;
  e.args.push_back(part(n.children[1]));
  e.args.push_back(part(n.children[2]));
}

// `redeploy it to a space adjacent to this` (001 Glossary REDEPLOY: "docking it legally"):
// where it docks, among the spaces it may; args[1], as `move` has it. Another verb acts on
// the cards where they are.
void checker::statements::redeploy_place(checker& c, const node& place, std::string_view verb, scope& s, expr& e) {
  if (e.o != op::redeploy)
    return void(c.error(place, fmt::format("'{}' acts on cards where they are, so it takes no place; 'redeploy' and "
                                           "'move' do ('redeploy it to a space adjacent to this')",
                                           verb)));
  add_made(e.args, [&] { return c.check_qualifier(place, s); });
  place_beside_one(c, place, e.args.back());
  place_in_its_network(c, place, e.args[0], e.args.back());
}

void checker::statements::check_verb(checker& c, const node& n, scope& s, expr& e) {
  if (n.children.size() > 2 && n.children[2].k == kind::selection) return check_joined(c, n, s, e);
  const std::string_view said = n.children[0].text;
  if (n.children.size() > 3 && n.children[2].k == kind::at_random && n.children[3].k == kind::selection)
    c.error(n.children[3], fmt::format("'at random' picks for one selection: write the verb once for each ('{0} a "
                                       "character at random, {0} a location at random')",
                                       said));
  const auto v = std::find_if(verbs.begin(), verbs.end(), [said](const verb& x) { return x.word == said; });
  if (v != verbs.end()) e.o = v->o;
  else  // the grammar accepts a verb this table lacks: refused, never a statement that does nothing
    c.error(n.children[0], fmt::format("'{}' is a verb of the grammar that the checker does not know; "
                                       "this is a fault of megacorp, not of the text", said));
  e.args.push_back(n.children[1].k == kind::zone ? whole_zone(c, n, said) : sel(c, n, 1, s));
  if (const node* r = n.find(kind::at_random)) picked_at_random(c, *r, e.args.back(), said);
  const bool told = they_as_cards(c, n.children[1], e.args.back(), said, s);
  if (e.o == op::redeploy && !n.find(kind::qual_adjacent)) adjacent_is_not_a_place(c, n.children[1], e.args.back(), said);
  if (!told && !names_cards(e.args.back()))  // `destroy its controller`: the runner has no card to act on
    c.error(n.children[1], fmt::format("'{}' acts on cards, and '{}' names a player; name a card ('it', 'the "
                                       "attacker', 'target card')",
                                       said, collapse(n.children[1].text)));
  if (const node* free = n.find(kind::adjective)) {  // `for free` (001 Advanced Rules, Bonding: "you must pay the costs, if any")
    if (e.o == op::unbond) e.ref = checked::manner::for_free;
    else
      c.error(*free, fmt::format("'{}' pays nothing, so nothing is free: 'for free' follows 'unbond' (its "
                                 "costs) and 'deploy'", said));
  }
  if (acts_in_play(e.o)) in_play_only(c, n, 1, e.args.back(), said, s);
  if (e.o == op::annihilate && names_bonded(e.args.back()))  // neither on a space nor in a zone
    c.error(n.children[1], "'annihilate' takes cards on a network's spaces or in a zone, and a bonded card is under a "
                           "pile's top card (001 Advanced Rules, Bonding); 'unbond' frees it");
  // 001 Advanced Rules, Bonding: only a card under a pile's top can be unbonded.
  if (e.o == op::unbond && e.args.back().o == op::select && !names_bonded(e.args.back()))
    selection_fixes::add_bonded(
        c.error(n.children[1], "'unbond' frees cards under a pile's top card, and this names the cards on the spaces, "
                               "which it would leave as they are; write 'a bonded card ...' (001 Advanced Rules, Bonding)"),
        n.children[1].text);
  if (e.o == op::cancel && !cancellable(e.args.back()))
    c.error(n.children[1], "only an event, an ability or an effect can be cancelled (Glossary: CANCEL)");
  if (const node* place = n.find(kind::qual_adjacent)) redeploy_place(c, *place, said, s, e);  // args[1]
  s.bound = true;
  if (e.o == op::reveal && reveals_anew(e.args[0])) {
    s.looked = true;
    s.looked_in_hand = looked_in_hand(e.args[0]);
  }
  // `reveal the top card of your annihilated zone, put it into your hand`: `it` stays there.
  s.it_annihilated = in_annihilated_zone(e.args[0]);
  s.it_in_zone = names_out_of_play(e.args[0]);
}

// `copy target event[, you may choose new targets for the copy]`: what is copied is an item on
// the stack, named by its source card as `cancel` names it (docs/rulings.md, Copies on the
// stack); `it` after a trigger names the event card or the card whose ability it is.
void checker::statements::check_copy(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::copy;
  e.args.push_back(sel(c, n, 0, s));
  if (n.children.size() > 1) e.ref = checked::manner::new_targets;
  const expr& what = e.args.back();
  if (what.o == op::this_card || !cancellable(what))
    c.error(n.children[0], fmt::format("'copy' copies an event, an ability or an effect on the stack, and '{}' names "
                                       "none; write 'copy target event', 'copy target ability' or 'copy it' after a "
                                       "trigger on an event (docs/rulings.md, Copies on the stack)",
                                       collapse(n.children[0].text)));
}

void checker::statements::check_deal(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::deal_damage;
  const bool per = n.children.back().k == kind::amount_per;  // `... for each SEL`
  const std::size_t at = n.children.size() - 1 - (per ? 1 : 0);  // after `divided as you choose among`, if written
  if (n.children[0].k == kind::that_damage) {
    if (per) c.error(n.children.back(), "'that damage' goes on as the damage it was, once; write 'deal that damage to SEL'");
    return check_deal_that_damage(c, n, s, e);
  }
  add_made(e.args, [&] { return c.check_amount(n.children[0], s); });
  // The count is read as the amount is, before the cards dealt damage are named (run_deal_damage).
  if (per) e.args[0] = per_each(c, n.children.back(), std::move(e.args[0]), s);
  // `deal the number of cards adjacent to target character BQ damage to it`: a target read in
  // the amount is `it` in the object already (docs/vocabulary.md 7.1; run_deal_damage).
  if (!e.args.empty() && names_card_target(e.args[0]))
    s.bound = true, s.it_annihilated = false, s.it_in_play = true, s.it_in_zone = false, s.it_bonded = false;
  e.text = intern_name(n.children[1].text);
  if (at > 2) e.ref = checked::manner::divided;
  e.args.push_back(sel(c, n, at, s));
  in_play_only(c, n, at, e.args.back(), "deal damage", s);
}

// `that damage` (`deal that damage to this`, `prevent 1 of that damage`): the damage a `dealt
// damage` replacement replaces, and nowhere else (docs/rulings.md, Damage prevented or redirected).
expr checker::statements::that_damage(checker& c, const node& n, const scope& s) {
  if (!s.damage_replaced)
    c.error(n, "'that damage' is the damage a 'dealt damage' replacement replaces, and there is none here: write it "
               "after 'instead of SEL being dealt damage:' ('instead of this being dealt damage: prevent 1 of that "
               "damage')");
  return expr{op::replaced_damage, {}, 0, {}, c.at(n)};
}

// `deal that damage to SEL`: the damage replaced goes on to one card instead, by its source.
void checker::statements::check_deal_that_damage(checker& c, const node& n, scope& s, expr& e) {
  const std::size_t at = n.children.size() - 1 - (n.children.back().k == kind::amount_per ? 1 : 0);
  e.args.push_back(that_damage(c, n.children[0], s));
  if (at > 1)
    c.error(n.children[1], "'that damage' goes on as one damage to one card, and is not divided; write 'deal that "
                           "damage to SEL'");
  e.args.push_back(sel(c, n, at, s));
  in_play_only(c, n, at, e.args.back(), "deal damage", s);
  one_only(c, n.children[at], e.args.back(), "deal that damage to", "sends the damage on to one card",
           "'this', 'a card you control'");
}

// `prevent that damage`, `prevent N of that damage`, `prevent the first N of that damage each
// turn`: value 1 for a budget each turn (docs/rulings.md, Damage prevented or redirected).
void checker::statements::check_prevent(checker& c, const node& n, scope& s, expr& e) {
  if (n.children[0].k == kind::word && n.children[0].text == "next") return check_prevent_next(c, n, s, e);
  e.o = op::prevent_damage;
  const bool first = n.children[0].k == kind::word;
  if (first) e.ref = checked::manner::first_each_turn;
  if (n.children.size() > 1) add_made(e.args, [&] { return c.check_amount(n.children[first ? 1 : 0], s); });
  (void)that_damage(c, n.children.back(), s);
}

// `prevent the next [N] damage that would be dealt to SEL [this turn]`: the next time SEL would be
// dealt damage (this turn), prevent that damage, or N of it, then (with N) of the damage after
// it until N is prevented (docs/rulings.md, The next time). A next_time node, manner prevent_next.
void checker::statements::check_prevent_next(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::next_time;
  e.ref = checked::manner::prevent_next;
  const bool counted = n.children.size() > 2 && n.children[1].k != kind::selection;
  const std::size_t at = counted ? 2 : 1;
  next_time_subject(c, n, at, s, e);
  expr event{op::select, {}, 0, {}, c.at(n.children[0])};
  event.text = intern_name("dealt damage");
  const std::vector<std::string>& phrases = event_triggers::replacement_texts();
  if (const auto it = std::find(phrases.begin(), phrases.end(), "dealt damage"); it != phrases.end())
    event.ref = static_cast<checked::phrase_id>(it - phrases.begin());
  event.args.push_back(expr{op::nothing, {}, 0, {}, c.at(n.children[0])});
  e.args.push_back(std::move(event));
  e.args.push_back(next_time_duration(c, n, at + 1, s));
  expr prevent{op::prevent_damage, {}, 0, {}, c.at(n)};
  if (counted) add_made(prevent.args, [&] { return c.check_amount(n.children[1], s); });
  e.args.push_back(std::move(prevent));
}

// The cards a next-time replacement waits on: in play (args[0]).
void checker::statements::next_time_subject(checker& c, const node& n, std::size_t at, scope& s, expr& e) {
  e.args.push_back(sel(c, n, at, s));
  in_play_only(c, n, at, e.args.back(), "wait for the next time", s);
}

// Until used, or this turn (`this turn`, `until end of turn`); another duration is a check error.
expr checker::statements::next_time_duration(checker& c, const node& n, std::size_t at, const scope& s) {
  if (at >= n.children.size() || (n.children[at].k != kind::duration_until_end_of_turn && n.children[at].k != kind::duration_while))
    return expr{op::nothing, {}, 0, {}, c.at(n)};
  expr d = c.check_duration(n.children[at], s);
  if (d.o != op::until_end_of_turn)
    c.error(n.children[at], fmt::format("a next-time replacement waits until it is used, or for this turn only ('this turn', "
                                        "'until end of turn'), not '{}' (docs/rulings.md, The next time)",
                                        collapse(n.children[at].text)));
  return d;
}

// `remove 2 damage from target character`, `remove 1 BQ damage from each character you
// control`: text the trait, or empty (damage in any trait: docs/rulings.md, Removing damage);
// `remove all damage from SEL` (value 1: all of it).
void checker::statements::check_remove_damage(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::remove_damage;
  const bool all = n.children[0].k == kind::word;
  if (all) e.ref = checked::manner::all;
  e.args.push_back(all ? expr{op::number, {}, 0, {}, c.at(n.children[0])} : c.check_amount(n.children[0], s));
  if (n.children.size() > 2) e.text = intern_name(n.children[1].text);
  e.args.push_back(sel(c, n, n.children.size() - 1, s));
  in_play_only(c, n, n.children.size() - 1, e.args.back(), "remove damage", s);
}

void checker::statements::check_choose(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::choose;
  e.args.push_back(sel(c, n, 0, s));
  if (names_every(e.args.back()))
    c.error(n.children[0], "'choose' picks cards, and 'each' names every card that fits already; write the "
                           "statement about them ('destroy each character'), or choose some ('choose a character', "
                           "'choose up to 2 characters')");
  // A pronoun names its card already: there is nothing to pick, and `it` after would name nothing.
  if (e.args.back().o == op::this_card || e.args.back().o == op::bound)
    c.error(n.children[0], fmt::format("'choose' picks among the cards that fit, and '{}' names its cards already; "
                                       "write the statement about them ('destroy {}')",
                                       collapse(n.children[0].text), collapse(n.children[0].text)));
  if (targeted(e.args.back())) {
    diagnostic& d = c.error(n.children[0], "'choose' picks without targeting; write 'choose a card', not 'choose target card' "
                                           "(Glossary: TARGET)");
    selection_fixes::target_to_article(d, n.children[0].text);
  }
  s.bound = true;
  s.chosen += names_several(e.args.back()) ? 2 : 1;  // reset by check_effect after another statement
  s.it_annihilated = in_annihilated_zone(e.args.back());
  s.it_in_play = names_in_play(e.args.back());
  s.it_in_zone = names_out_of_play(e.args.back());
  s.it_bonded = names_bonded(e.args.back());
}

// `move target character you control adjacent to this`, `redeploy it adjacent to a character
// you control` (blind design batch 20, p05): the qualifier narrows which card, and reads as
// where it goes; warned, with the form that names a place (`move` only: a redeployed card
// goes where its player picks, 001 Glossary REDEPLOY).
void checker::statements::adjacent_is_not_a_place(checker& c, const node& at, const expr& what, std::string_view verb) {
  if (what.args.empty() || what.args.back().o != op::adjacent_to) return;
  const std::string place = fmt::format("to {} it next to a card, write 'to a space adjacent to ...' after it", verb);
  c.diags_.warning(c.at(at), fmt::format("'adjacent to ...' here says which card '{}' acts on, not where it goes; {}",
                                         verb, place));
}

void checker::statements::check_move(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::move;
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "move", s);
  if (n.children.size() == 1) adjacent_is_not_a_place(c, n.children[0], e.args.back(), "move");
  if (n.children.size() > 1) add_made(e.args, [&] { return c.check_qualifier(n.children[1], s); });
  if (n.children.size() > 1) place_beside_one(c, n.children[1], e.args.back());
  if (n.children.size() > 1) place_in_its_network(c, n.children[1], e.args[0], e.args.back());
}

// A place is a space next to one card (001 Glossary DEAD DROP: "adjacent to the card";
// MOVE): `adjacent to at least 2 cards`, `adjacent to each card you control` name no one
// card to stand beside, and a count there would not be met (docs/language.md, Selections).
void checker::statements::place_beside_one(checker& c, const node& at, const expr& place) {
  if (place.o != op::adjacent_to || place.args.empty() || !names_several(place.args[0])) return;
  c.error(at, fmt::format("a place is a space next to one card, and '{}' names several; name one ('adjacent to "
                          "this', 'adjacent to it', 'adjacent to a card you control')",
                          collapse(at.text)));
}

namespace {
// Whose network a selection's cards are in, by its `... controls` filter: 1 yours, 2 an
// opponent's, 0 not said.
int side_of(const expr& e) {
  if (e.o != op::select) return 0;
  for (const expr& f : e.args) {
    if (f.o != op::controlled_by) continue;
    switch (words::as<words::controller>(f.word)) {
      case words::controller::you: return 1;
      case words::controller::opponent: case words::controller::target_opponent:
      case words::controller::left_opponent: case words::controller::right_opponent: return 2;
      default: return 0;
    }
  }
  return 0;
}
}  // namespace

// 001 Glossary MOVE: a card moves "into another location in the Network", its controller's;
// a space next to a card of the other side is in another network, so the move never acts
// (blind design batch 21, d18).
void checker::statements::place_in_its_network(checker& c, const node& at, const expr& moved, const expr& place) {
  if (place.o != op::adjacent_to || place.args.empty()) return;
  const int from = side_of(moved), to = side_of(place.args[0]);
  if (from == 0 || to == 0 || from == to) return;
  c.error(at, fmt::format("a card moves within its controller's network (001 Glossary MOVE: \"another location in the "
                          "Network\"), and '{}' is next to a card in {} network, so this never acts; name a card "
                          "of the same network ('adjacent to a character {} control')",
                          collapse(at.text), to == 2 ? "an opponent's" : "your", from == 1 ? "you" : "they"));
}

void checker::statements::check_swap(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::swap;
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "swap", s);
  // Glossary SWAP: one card exchanges places with another.
  if (names_several(e.args.back()))
    c.error(n.children[0], fmt::format("'swap' exchanges the places of one card and another, and '{}' names several; "
                                       "name one ('a character you control', 'target card')",
                                       collapse(n.children[0].text)));
  e.args.push_back(sel(c, n, 1, s));
  in_play_only(c, n, 1, e.args.back(), "swap", s);
}

void checker::statements::check_bond(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::bond;
  e.args.push_back(sel(c, n, 0, s));
  c.no_coming_back(n.children[0], e.args.back(), s);
  e.args.push_back(sel(c, n, 1, s));
  in_play_only(c, n, 1, e.args.back(), "bond ... to", s);
}

void checker::statements::check_search(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::search;
  for (std::size_t i = 0; i + 1 < n.children.size(); ++i) add_made(e.args, [&] { return c.check_zone(n.children[i]); });
  e.args.push_back(sel(c, n, n.children.size() - 1, s));
  const bool out_of_play = std::none_of(e.args.begin(), e.args.end() - 1, [](const expr& z) {
    return words::as<words::zone>(z.word) == words::zone::network;
  });
  if (out_of_play) c.no_play_filters_out_of_play(n.children.back(), e.args.back());
  if (names_bonded(e.args.back()))
    c.error(n.children.back(), "a search looks through the cards on a network's spaces or in a zone, and a bonded "
                               "card is under a pile's top card (001 Advanced Rules, Bonding); 'unbond' frees it");
  if (targeted(e.args.back()))
    selection_fixes::target_to_article(
        c.error(n.children.back(), "a search finds cards in a zone, and a target is a card in play (Glossary: TARGET); "
                                   "write 'search ... for a card'"),
        n.children.back().text);
  s.bound = true;
  s.looked = true;  // `the rest`: the cards found still where they were (run_search)
  s.looked_in_hand = std::any_of(e.args.begin(), e.args.end() - 1, [](const expr& z) {
    return words::as<words::zone>(z.word) == words::zone::hand;
  });
  s.it_annihilated = std::any_of(e.args.begin(), e.args.end() - 1, is_annihilated_zone);
  s.it_in_play = false;
  s.it_in_zone = out_of_play;
}

void checker::statements::check_put(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::put;
  e.args.push_back(sel(c, n, 0, s));
  c.no_coming_back(n.children[0], e.args.back(), s);
  const node& dest = n.children[1];
  expr d;
  d.where = c.at(dest);
  d.o = dest.text.rfind("into", 0) == 0 ? op::into : dest.text.find("bottom") != std::string_view::npos ? op::bottom_of : op::top_of;
  add_made(d.args, [&] { return c.check_zone(dest.children[0]); });
  // A network is a grid, not a pile (001 The Zones of the Game): it has no top nor bottom.
  if (d.o != op::into && words::as<words::zone>(d.args[0].word) == words::zone::network)
    c.error(dest, fmt::format("a network has no top nor bottom: it is a grid, not a pile; write 'put ... into {}'",
                              collapse(dest.children[0].text)));
  // A card in play put into a network moves there (docs/rulings.md, Control changes); a
  // bonded one is under its pile's top card.
  if (d.o == op::into && words::as<words::zone>(d.args[0].word) == words::zone::network &&
      (names_in_play(e.args[0]) || (e.args[0].o == op::bound && s.it_in_play)))
    in_play_only(c, n, 0, e.args[0], "put ... into a network", s);
  e.args.push_back(std::move(d));
  if (n.children.size() > 2 && n.children[2].text.rfind("under", 0) == 0) under_your_control(c, n, e);
  else if (n.children.size() > 2) in_any_order(c, n, e);
  // `put the top 3 cards of ZONE into ...`: `them` after it are those cards, where they went
  // (docs/vocabulary.md 7.1: the top cards a statement acted on), as after `reveal`; a target
  // moved too (name_moved, after the statement).
}

// `put ... on top of ZONE in any order` (manner::in_any_order): the acting player orders the cards put
// on a pile; a hand, a network and an annihilated zone keep no order of theirs that card
// text reads, and `into` puts a card where its zone puts it (docs/rulings.md, Looking at cards).
void checker::statements::in_any_order(checker& c, const node& n, expr& e) {
  e.ref = checked::manner::in_any_order;
  const words::zone z = words::as<words::zone>(e.args[1].args[0].word);
  const bool pile = z == words::zone::main_deck || z == words::zone::resource_deck || z == words::zone::deck ||
                    z == words::zone::open_market;
  if (e.args[1].o == op::into || !pile)
    c.error(n.children[2], fmt::format("'in any order' orders cards put on top of or on the bottom of a deck or an "
                                       "open market, and '{}' puts them where no order is chosen; write 'put them on "
                                       "top of your main deck in any order'",
                                       collapse(n.children[1].text)));
}

// `put ... into a network under your control` (manner::your_control): the acting player controls
// the cards put there, and their owner stays (docs/rulings.md, Control changes). A zone out of
// play has no controller but its owner.
void checker::statements::under_your_control(checker& c, const node& n, expr& e) {
  e.ref = checked::manner::your_control;
  if (e.args[1].o != op::into || words::as<words::zone>(e.args[1].args[0].word) != words::zone::network)
    c.error(n.children[2], fmt::format("'under your control' is said of cards put into a network, and '{}' puts them "
                                       "where no one controls them but their owner; write 'put it into your network "
                                       "under your control'",
                                       collapse(n.children[1].text)));
}

// `look at SEL`: the acting player sees the cards, the others do not; they are `them` after
// it, and `the rest` are those still where they were (docs/rulings.md, Looking at cards).
// `look at ZONE` looks at every card in it (`target opponent's hand`: the player a target).
void checker::statements::check_look(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::look;
  if (n.children[0].k == kind::zone) {
    expr cards{op::select, intern_name("cards"), 0, {}, c.at(n.children[0]), words::code(words::noun::card)};
    cards.args.push_back({op::in_zone, {}, 0, {c.check_zone(n.children[0])}, c.at(n.children[0])});
    e.args.push_back(std::move(cards));
    e.ref = checked::manner::whole_zone;  // rendered `look at ZONE`
  } else {
    e.args.push_back(sel(c, n, 0, s));
  }
  if (names_players(e.args.back()))
    c.error(n.children[0], fmt::format("'look at' shows cards to the acting player, and '{}' names players; name "
                                       "cards or a zone ('the top 3 cards of your main deck', 'target opponent's "
                                       "hand')",
                                       collapse(n.children[0].text)));
  s.bound = true;
  s.looked = true;
  s.looked_in_hand = looked_in_hand(e.args.back());
  s.it_annihilated = in_annihilated_zone(e.args.back());
  s.it_in_play = names_in_play(e.args.back());
  s.it_in_zone = !s.it_in_play;
  s.it_bonded = false;
}

// `shuffle SEL into ZONE` puts the cards into the deck and shuffles it; `shuffle ZONE into
// ZONE` every card of the first zone; `shuffle ZONE` the deck alone (001 Beginning of the
// game: a deck is shuffled). Only a deck is shuffled: a hand and an open market keep no
// hidden order (001 The Zones of the Game).
void checker::statements::check_shuffle(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::shuffle;
  const node& what = n.children[0];
  const node& deck = n.children.back();
  if (n.children.size() > 1 && what.k == kind::zone) {
    expr cards{op::select, intern_name("cards"), 0, {}, c.at(what), words::code(words::noun::card)};
    cards.args.push_back({op::in_zone, {}, 0, {c.check_zone(what)}, c.at(what)});
    e.args.push_back(std::move(cards));
  } else if (n.children.size() > 1) {
    e.args.push_back(sel(c, n, 0, s));
    c.no_coming_back(what, e.args.back(), s);
  }
  expr into{op::into, {}, 0, {c.check_zone(deck)}, c.at(deck)};
  const words::zone z = words::as<words::zone>(into.args[0].word);
  if (z != words::zone::main_deck && z != words::zone::resource_deck)
    c.error(deck, "only a deck is shuffled: name 'main deck' or 'resource deck' (a hand and an open market keep no "
                  "hidden order; 'deck' alone does not say which)");
  e.args.push_back(std::move(into));
}

// `deploy it adjacent to this`, `deploy a card in your hand adjacent to this`: with no place
// after them, the selection reads the place as its last qualifier. A card to deploy is out
// of play, next to no card, so that `adjacent to` is the place (001 Glossary DEAD DROP:
// "deploy them adjacent to the card"): the selection without it, and the place, or null.
const checker::node* checker::statements::place_in_selection(const node& n, node& what) {
  what = n.children[0];
  if (what.children.size() < 2 || what.children.back().k != kind::qual_adjacent) return nullptr;
  if (std::any_of(n.children.begin() + 1, n.children.end(), [](const node& x) { return x.k == kind::qual_adjacent; }))
    return nullptr;
  const node& place = what.children.back();
  what.children = syntax::node_list(what.children.begin(), static_cast<std::uint32_t>(what.children.size() - 1));
  what.text = what.text.substr(0, static_cast<std::size_t>(place.text.data() - what.text.data()));
  while (!what.text.empty() && what.text.back() == ' ') what.text.remove_suffix(1);
  return &place;
}

void checker::statements::check_deploy(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::deploy;
  node what;
  const node* place = place_in_selection(n, what);
  e.args.push_back(c.check_selection(what, s));
  c.no_coming_back(what, e.args.back(), s);
  // Glossary DEPLOY: a card is deployed from outside play; one in a network is deployed already.
  if (names_in_play(e.args.back()) || names_network(e.args.back()))
    c.error(n.children[0], "'deploy' puts cards from a hand, deck or open market into play, and these cards are in "
                           "play already; name cards in a zone ('a character in your hand'), or use 'redeploy'");
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    if (n.children[i].k == kind::adjective) {
      // How it is paid (ref, checked::deploy_price): `for free` or `for their trait costs`.
      e.text = intern_collapsed(n.children[i].text);
      e.ref = name_of(e) == "for free" ? checked::deploy_price::free : checked::deploy_price::trait_costs;
    }
    else {
      add_made(e.args, [&] { return c.check_qualifier(n.children[i], s); });
      place_beside_one(c, n.children[i], e.args.back());
    }
  }
  if (place) add_made(e.args, [&] { return c.check_qualifier(*place, s); });
  if (place) place_beside_one(c, *place, e.args.back());
}

// 001 Glossary DISCARD: "put a card from your hand onto the top of the open market pile":
// `discard a card` picks from the hand; a target is a card in play. A card named before in
// another player's hand (`look at target opponent's hand, discard one of them`) is discarded
// from that hand (docs/rulings.md, Looking at cards).
void checker::statements::check_discard(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::discard;
  expr what = sel(c, n, 0, s);
  if (targeted(what))
    selection_fixes::target_to_article(
        c.error(n.children[0], "a target is a card in play, and a discarded card comes from a hand; write 'discard a "
                               "card in your hand' (Glossary: DISCARD)"),
        n.children[0].text);
  const auto names_zone = [](const expr& f) { return f.o == op::in_zone; };
  const auto names_other_zone = [](const expr& f) {
    return f.o == op::in_zone && !f.args.empty() && words::as<words::zone>(f.args[0].word) != words::zone::hand;
  };
  const auto elsewhere = what.o == op::select ? std::find_if(what.args.begin(), what.args.end(), names_other_zone)
                                               : what.args.end();
  if (elsewhere != what.args.end())  // the fix-it: the zone named becomes `your hand`
    selection_fixes::replace(c.error(n.children[0], "a discarded card comes from a hand (Glossary: DISCARD), and this "
                                                    "names cards elsewhere; write 'discard a card in your hand'"),
                             elsewhere->args[0].where, "your hand");
  // `one of them`, `the rest`: the cards named before, in whichever hand they are; looked at
  // elsewhere (`look at the top 3 cards of your main deck`), none is in a hand, and the
  // discard would do nothing.
  const auto named_before = [](const expr& f) { return f.o == op::among_named || f.o == op::rest_looked; };
  if (what.o == op::select && s.looked && !s.looked_in_hand && std::any_of(what.args.begin(), what.args.end(), named_before))
    c.error(n.children[0], "a discarded card comes from a hand (Glossary: DISCARD), and these cards were looked at "
                           "elsewhere; write 'put one of them into its owner's open market'");
  // `discard a card at random`: marked before the hand is named, so it prints `a card at random`
  if (n.children.size() > 1 && n.children[1].k == kind::at_random) picked_at_random(c, n.children[1], what, "discard");
  if (what.o == op::select && std::none_of(what.args.begin(), what.args.end(), names_zone) &&
      std::none_of(what.args.begin(), what.args.end(), named_before)) {
    c.no_play_filters_out_of_play(n.children[0], what);  // `discard a damaged card`: of the hand
    expr hand{op::zone, intern_name("hand"), 0, {{op::player_ref, intern_name("your"), 0, {}, what.where, words::code(words::owner::acting)}},
              what.where, words::code(words::zone::hand)};
    what.args.push_back({op::in_zone, {}, 0, {std::move(hand)}, what.where});
  }
  e.args.push_back(std::move(what));
}

// `discard a card at random`, `destroy a character at random`: the cards the game's generator
// chooses among those that fit (docs/rulings.md, At random); `each`, `up to N`, a card named
// before leave nothing to choose at random, and are refused.
namespace {
// `a card`, `2 cards`, not a target: some of the cards that fit, which the generator may draw.
bool drawn_among(const expr& what) {
  const auto counted = [](const expr& f) {
    const words::determiner d = words::as<words::determiner>(f.word);
    return f.o == op::number && (d == words::determiner::one || d == words::determiner::exactly);
  };
  return what.o == op::select && !what.target && std::any_of(what.args.begin(), what.args.end(), counted);
}
}  // namespace

void checker::statements::picked_at_random(checker& c, const node& where, expr& what, std::string_view said) {
  if (said == "cancel") {
    c.error(where, "'at random' picks cards, and 'cancel' names effects on the stack: cancel a target effect");
    return;
  }
  if (!drawn_among(what)) {
    const std::string example = said == "discard" ? std::string("target opponent discards a card at random")
                                                  : fmt::format("{} a character an opponent controls at random", said);
    c.error(where, fmt::format("'at random' chooses some of the cards that fit: write 'a' or 'N' before them, not "
                               "a target, 'each' or a card named before ('{}')",
                               example));
    return;
  }
  what.args.push_back({op::chosen_at_random, {}, 0, {}, c.at(where)});
}

}  // namespace megacorp
