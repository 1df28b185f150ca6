// Checking abilities: what starts each one (a trigger, a rule, a replacement) and the phrases they match.
#include <array>
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "check/loop_depth.hpp"
#include "check/statement_checks.hpp"
#include "engine/target.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "ir/render.hpp"
#include "vocabulary/event_triggers.hpp"
#include "vocabulary/rule_table.hpp"
#include "vocabulary/vocabulary.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;
using vocabulary::replaceable_phrases;
using vocabulary::rule_phrases;
using vocabulary::step_names;
using vocabulary::trigger_phrases;

namespace {

// Whether the costs pay `x` (`pay x`), so that the effect may read it.
bool pays_x(const expr& cost) {
  if (cost.o == op::pay_money) return !cost.args.empty() && cost.args[0].o == op::chosen_amount;
  return cost.o == op::sequence && std::any_of(cost.args.begin(), cost.args.end(), [](const expr& a) { return pays_x(a); });
}

// An `x` in the costs other than the amount of a `pay x`, or null: the amount is chosen as
// `pay x` is paid (docs/rulings.md, A cost the player chooses).
const expr* stray_x(const expr& cost, bool paid = false) {
  if (cost.o == op::chosen_amount) return paid ? nullptr : &cost;
  for (std::size_t i = 0; i < cost.args.size(); ++i)
    if (const expr* found = stray_x(cost.args[i], cost.o == op::pay_money && i == 0)) return found;
  return nullptr;
}

constexpr const char* stray_x_message =
    "in costs, 'x' is the amount paid: write 'pay x' (the player chooses x as it is paid) and read x in the effect "
    "after '->'";

// Whether an event's additional cost, written before its `on resolve:`, pays `x`.
bool event_pays_x(const checked::card* card) {
  return card && std::any_of(card->abilities.begin(), card->abilities.end(), [](const checked::ability& a) {
           return a.kind == checked::ability_kind::additional_cost && pays_x(a.cost);
         });
}

// Whether the costs remove development counters, so that the effect may count them
// (`the number of development counters removed this way`).
bool removes_counters(const expr& cost) {
  if (cost.o == op::remove_counters) return true;
  return cost.o == op::sequence && std::any_of(cost.args.begin(), cost.args.end(), [](const expr& a) { return removes_counters(a); });
}

// Whether an event's additional cost removes development counters.
bool event_removes_counters(const checked::card* card) {
  return card && std::any_of(card->abilities.begin(), card->abilities.end(), [](const checked::ability& a) {
           return a.kind == checked::ability_kind::additional_cost && removes_counters(a.cost);
         });
}

// Whether the costs leave one chosen card named (`destroy another character you control`):
// the last cost statement that chooses cards chose one, which `it` names in the effect (the
// runner's run_cost; docs/rulings.md, A card that left play). A count (`discard 2 cards`)
// names several, which the effect cannot name.
bool cost_names_one_card(const expr& cost) {
  bool one = false;
  for (const expr& st : cost.args)
    for (const expr& sel : st.args) {
      if (sel.o != op::select || sel.target) continue;
      if (statement_parts::chooses_one_card(sel)) one = true;
      else if (const expr* f = statement_parts::determiner_filter(sel); f && statement_parts::names_several(sel) &&
                                                                        statement_parts::determiner_word(*f) != words::determiner::each)
        one = false;
    }
  return one;
}

// Whether an event's additional cost chose one card, `it` in its `on resolve:`.
bool event_cost_names_one_card(const checked::card* card) {
  return card && std::any_of(card->abilities.begin(), card->abilities.end(), [](const checked::ability& a) {
           return a.kind == checked::ability_kind::additional_cost && cost_names_one_card(a.cost);
         });
}

// `a card you own`, `cards you own cost 1M less`: 'own' after the players of a phrase (docs/
// language.md, the probe table): a selection names cards by their controller, a card's owner
// is `its owner`. The message, or nothing for another phrase.
std::string own_message(const syntax::node& phrase, std::string_view pattern) {
  if (!starts_text(pattern, "_ own")) return {};  // what each form below begins with
  if (!same_text(pattern, "_ own") && !same_text(pattern, "_ owns") && !starts_text(pattern, "_ own ") &&
      !starts_text(pattern, "_ owns "))
    return {};
  const std::string_view players = phrase.children.empty() ? std::string_view("you") : std::string_view(phrase.children[0].text);
  return fmt::format("'{}' cannot stand here after '{}' (expected 'control' or 'controls'): a selection names the cards "
                     "a player controls ('a card you control'); a card's owner is 'its owner'",
                     starts_text(pattern, "_ owns") ? "owns" : "own", players);
}

// `when this destroys a character in combat` (blind design batch 59, M5): a destruction is heard
// on the destroyed card's side, the destroyer after `by`. The message, or nothing for another
// phrase.
std::string destroys_message(const syntax::node& subject, const syntax::node& phrase, std::string_view pattern) {
  const bool in_combat = same_text(pattern, "destroys _ in combat");
  if (!in_combat && !same_text(pattern, "destroys _")) return {};
  std::string destroyed = collapse(phrase.text);  // `destroys SEL[ in combat]`
  destroyed.erase(0, std::min(destroyed.size(), std::string_view("destroys ").size()));
  if (in_combat) destroyed.resize(destroyed.size() - std::min(destroyed.size(), std::string_view(" in combat").size()));
  return fmt::format("unknown trigger '{}': a destruction is heard on the destroyed card's side, with the destroyer "
                     "after 'by': write 'when {} is destroyed{} by {}' (docs/vocabulary.md, Triggers)",
                     pattern, destroyed, in_combat ? " in combat" : "", collapse(subject.text));
}

// An unknown trigger's own message, where its words say what was meant; else nothing.
std::string unknown_trigger_message(const syntax::node& subject, const syntax::node& phrase, std::string_view pattern) {
  std::string own = own_message(phrase, pattern);
  return own.empty() ? destroys_message(subject, phrase, pattern) : own;
}

// `cards in an open market`: a selection names a zone by its player (docs/vocabulary.md 7.5),
// so the words after `_` were left out of the selection and read as the phrase (issue 27,
// p56). The message, or nothing for another phrase.
std::string zone_owner_message(std::string_view pattern) {
  for (const std::string_view zone : {"an open market", "any open market", "each open market"}) {
    if (!ends_text(pattern, zone) || !ends_text(pattern.substr(0, pattern.size() - zone.size()), "_ in ")) continue;
    return fmt::format("'in {}' names no player's open market: a selection names a zone by its player, such as 'cards "
                       "in your open market' or 'cards in an opponent's open market' (docs/vocabulary.md 7.5); for "
                       "every open market, write a rule for each",
                       zone);
  }
  return {};
}

// Money counted from the game inside a rule phrase (grammar rule_counted_money).
bool counted_money(kind k) {
  return k == kind::amount_count || k == kind::amount_trait || k == kind::amount_money || k == kind::amount_pool ||
         k == kind::amount_damage_on || k == kind::amount_valuation || k == kind::amount_counters_on ||
         k == kind::amount_extreme || k == kind::amount_half;
}

// A selection of events only (`events you buy`).
bool names_events(const expr& sel) {
  return sel.o == op::select && words::as<words::noun>(sel.word) == words::noun::event;
}

// `abilities` (`abilities of cards you control cost 1M less to activate`).
bool names_abilities(const expr& sel) {
  return sel.o == op::select && words::as<words::noun>(sel.word) == words::noun::ability;
}

// `each opponent cannot activate abilities [of SEL]`: `abilities` is the phrase's own word, not
// its object (issue 27, p47).
void abilities_in_phrase(std::string& pattern, checked::expr_list& objects) {
  if ((same_text(pattern, "activate _") || same_text(pattern, "activate _ of _")) && !objects.empty() &&
      names_abilities(objects[0])) {
    pattern.replace(pattern.find('_'), 1, "abilities");
    objects.erase(objects.begin());
  }
}

// `buy more than 1 card each turn`, `play more than one event each turn` (issue 27, p32): the
// noun (`card`, `event`, no filter) is the phrase's own word and `one` the number 1, so the
// rule counts every buy or play of the player in the turn. Returns the phrase as it is shown
// (`more than # card each turn` after 1), or nothing when it is no such phrase.
std::string counts_in_phrase(std::string& pattern, checked::expr_list& objects, const span& where) {
  for (const bool buy : {true, false}) {
    const std::string_view head = buy ? "buy more than " : "play more than ", tail = " _ each turn";
    if (!starts_text(pattern, head) || !ends_text(pattern, tail) || objects.empty()) continue;
    const expr& noun = objects.back();
    if (noun.o != op::select || noun.target || !noun.args.empty() ||
        words::as<words::noun>(noun.word) != (buy ? words::noun::card : words::noun::event))
      return {};
    const std::string count = pattern.substr(head.size(), pattern.size() - head.size() - tail.size());
    if (count != "#" && count != "one") return {};
    objects.pop_back();
    if (count == "one") objects.push_back({op::number, {}, 1, {}, where});
    const bool one = objects.back().o == op::number && objects.back().value == 1;
    const std::string noun_word = std::string(buy ? "card" : "event") + (one ? "" : "s");
    pattern = std::string(head) + (buy ? "# cards each turn" : "# events each turn");
    return std::string(head) + "# " + noun_word + " each turn";
  }
  return {};
}

// `this must be blocked by at least 2 cards` (001 Challenge Phase, Blocking: "You can block
// with more than one card"): the count of cards is the phrase's own number (rule number
// blockers_required), with `must` and of cards with no other filter. Returns the phrase as it
// is shown (`... at least # card` after 1), or nothing when it is no such phrase.
std::string blockers_in_phrase(std::string& pattern, checked::expr_list& objects, const std::string& modal) {
  if (!same_text(modal, "must") || !same_text(pattern, "be blocked by _") || objects.size() != 1) return {};
  const expr& cards = objects[0];
  if (cards.o != op::select || cards.target || cards.args.size() != 1 ||
      words::as<words::noun>(cards.word) != words::noun::card)
    return {};
  const expr& count = cards.args[0];
  if (count.o != op::number || count.target || count.args.empty() ||
      words::as<words::determiner>(count.word) != words::determiner::at_least)
    return {};
  expr n = count.args[0];
  const bool one = n.o == op::number && n.value == 1;
  objects.clear();
  objects.push_back(std::move(n));
  pattern = "be blocked by at least # cards";
  return one ? "be blocked by at least # card" : pattern;
}

// A count in a rule's object (`this cannot be blocked by at least 2 cards`): a rule asks of
// one card at a time whether it fits (docs/rulings.md, "Must"), so a count would be read as
// nothing. 001 Challenge Phase lets several cards block one attacker ("You can block with
// more than one card"), but no rule phrase counts them yet: refused, with what runs.
std::string counted_object_message(const checked::expr_list& objects, std::string_view pattern) {
  for (const expr& o : objects) {
    if (o.o != op::select) continue;
    for (const expr& f : o.args) {
      if (f.o != op::number || f.target) continue;
      const words::determiner d = words::as<words::determiner>(f.word);
      if (d != words::determiner::exactly && d != words::determiner::up_to && d != words::determiner::at_least &&
          d != words::determiner::any_number)
        continue;
      const std::string what = render(o);
      const std::string blocked = pattern.starts_with("be blocked by")
                                      ? "; the one count of blockers is 'this must be blocked by at least 2 cards' (any "
                                        "card, with 'must'), and 'this must be blocked' obliges every eligible "
                                        "blocker to block (each card that fits: 'this must be blocked by characters "
                                        "with #GMO')"
                                      : "";
      return fmt::format("a rule asks of each card whether it fits '{}', and does not count them: '{}' names a number "
                         "no rule reads{}; write the cards without the number",
                         what, collapse(name_of(f)) + (f.args.empty() ? "" : " " + render(f.args[0])), blocked);
    }
  }
  return {};
}

// Whether `this` appears anywhere in e (`discard this` as an event's additional cost).
bool names_this(const expr& e) {
  return e.o == op::this_card || std::any_of(e.args.begin(), e.args.end(), names_this);
}

// `this is engaged` (alone or in an `and`): a `while` condition that cannot hold as the
// effect of a card coming into play, or of an event, begins (dead_while below).
bool this_engaged(const expr& cond) {
  if (cond.o == op::all_of) return std::any_of(cond.args.begin(), cond.args.end(), this_engaged);
  return cond.o == op::has_state && name_of(cond) == "engaged" && !cond.args.empty() && cond.args[0].o == op::this_card;
}
// Whether e engages this (`engage this, ... while this is engaged` may hold).
bool engages_this(const expr& e) {
  if (e.o == op::engage && !e.args.empty() && e.args[0].o == op::this_card) return true;
  return std::any_of(e.args.begin(), e.args.end(), engages_this);
}
const expr* while_this_engaged(const expr& e) {
  if (e.o == op::while_condition && !e.args.empty() && this_engaged(e.args[0])) return &e;
  for (const expr& a : e.args)
    if (const expr* w = while_this_engaged(a)) return w;
  return nullptr;
}
// A change `while this is engaged` made by an event's effect or by `when this is deployed`
// ends at once, since the duration ends the first time its condition fails (docs/rulings.md,
// Durations): an event lies disengaged in its network as it resolves, and a card comes into
// play disengaged (001 Card States), its "when deployed" text acting at once (001 Advanced
// Rules). Such a text checks and does nothing, so it is refused; null when none.
const expr* dead_while(const checked::ability& a) {
  const bool deployed = a.kind == checked::ability_kind::triggered && a.trigger.o == op::select &&
                        name_of(a.trigger).rfind("is deployed", 0) == 0 && !a.trigger.args.empty() &&
                        a.trigger.args[0].o == op::this_card;
  if ((!deployed && a.kind != checked::ability_kind::resolve) || engages_this(a.effect)) return nullptr;
  return while_this_engaged(a.effect);
}
// The first `target` selection of `e` that makes more than the engine keeps, counting the
// `seen` ones before it, in the order written (run: target_selections). No list is made:
// the walk runs over every ability's effect.
const expr* target_past(const expr& e, int& seen) {
  if (e.o == op::select && e.target && ++seen > engine::max_targets) return &e;
  for (const expr& a : e.args)
    if (const expr* past = target_past(a, seen)) return past;
  return nullptr;
}

// The first `target` word past the engine's limit (engine/target.hpp), or null: each is
// chosen as the effect is played or triggers, so a text naming more could never run.
const expr* target_past_limit(const expr& effect) {
  int seen = 0;
  return target_past(effect, seen);
}

std::string dead_while_message(const checked::ability& a) {
  return fmt::format("'while this is engaged' ends the first time it does not hold, and {}, so the change would end "
                     "as it is made and do nothing (docs/rulings.md, Durations); for a change that applies whenever "
                     "this is engaged write a 'rule:' ('rule: this gets +1 BQ while this is engaged'), or give it "
                     "for a time ('until end of turn')",
                     a.kind == checked::ability_kind::resolve
                         ? "an event lies disengaged in its network as it resolves"
                         : "a card comes into play disengaged (001 Card States) and its 'when deployed' text acts at once");
}

// A selection of one type of card other than events (`characters you play`).
bool names_other_than_events(const expr& sel) {
  if (sel.o != op::select) return false;
  const words::noun n = words::as<words::noun>(sel.word);
  return n == words::noun::character || n == words::noun::location || n == words::noun::equipment ||
         n == words::noun::resource || n == words::noun::business || n == words::noun::founder;
}

// `rule: this cannot be played` (`can only be played while ...`) on a card that is no event:
// it is bought, never played (001 Buy Phase), so the rule would change nothing.
bool plays_no_event(const expr& rule, const checked::card* card) {
  const rule_table::form f = rule_table::decode(rule.ref);
  if (!f.e || rule.args.empty() || f.e->query != engine::rule_query::can_be_played || f.e->subject != rule_table::side::self)
    return false;
  return rule.args[0].o == op::this_card ? card && card->types && !card->is(checked::event)
                                         : names_other_than_events(rule.args[0]);
}

// `rule: this costs 1M less to play` on a card that is no event, or `... to buy` on an
// event: the card is never paid for that way, so the rule would change nothing (blind
// design batch 30, T4 and T5). "play" or "buy": the way named; "": none of these.
std::string_view own_cost_paid_otherwise(const expr& rule, const checked::card* card) {
  const rule_table::form f = rule_table::decode(rule.ref);
  if (!f.e || rule.args.empty() || rule.args[0].o != op::this_card || !card || !card->types) return {};
  const engine::rule_number q = f.e->number;
  const bool event = card->is(checked::event);
  if (f.e->change == rule_table::number_change::cost_less || f.e->change == rule_table::number_change::cost_more) {
    if (!event && (q == engine::rule_number::play_cost_change || q == engine::rule_number::play_iq_cost_change)) return "play";
    if (event && (q == engine::rule_number::buy_cost_change || q == engine::rule_number::buy_iq_cost_change)) return "buy";
  }
  return {};
}

// A rule on playing a card that is no event would change nothing, as a rule on buying an
// event would: why, or nothing. (An event deployed for free is played for free:
// engine/legality.hpp played_for_free.)
std::string bought_or_played(const expr& rule, const checked::card* card) {
  if (plays_no_event(rule, card))
    return "only events are played; other cards are bought (001 Buy Phase), so a rule on playing this changes "
           "nothing; say what buying it asks ('this cannot be bought by an opponent')";
  const std::string_view way = own_cost_paid_otherwise(rule, card);
  if (way == "play")
    return "only events are played; this card is bought (001 Buy Phase), so what playing it costs changes nothing; "
           "say what buying it costs ('this costs 1M less to buy')";
  if (way == "buy")
    return "an event is played, not bought (001 Advanced Rules: \"announced from the hand, paid for its cost\"), so "
           "what buying it costs changes nothing; say what playing it costs ('this costs 1M less to play')";
  return {};
}

// The phrase `guess` (a pattern: '_' a selection, '#' a number) written with the
// selections and numbers of `phrase` in place, in order, and its `for each` count after
// it; "" when they do not pair up.
std::string fill_pattern(const std::string& guess, const syntax::node& phrase) {
  if (guess.empty()) return {};
  std::vector<const syntax::node*> objects;
  for (const syntax::node& part : phrase.children)
    if (part.k == kind::selection || part.k == kind::number || part.k == kind::money_term) objects.push_back(&part);
  std::string out;
  std::size_t next = 0;
  for (std::size_t start = 0; start <= guess.size();) {
    std::size_t end = std::min(guess.find(' ', start), guess.size());
    std::string_view token(guess.data() + start, end - start);
    if (!out.empty()) out += ' ';
    if (token == "_" || token == "#") {
      const bool fits = next < objects.size() &&
                        (token == "_" ? objects[next]->k == kind::selection : objects[next]->k != kind::selection);
      if (!fits) return {};
      out += collapse(objects[next++]->text);
    } else if (token == "%") {
      return {};  // a keyword's parameter: no fix offered
    } else {
      out += token;
    }
    start = end + 1;
  }
  if (next != objects.size()) return {};
  // `costs 1M less for each card in your open market`: the count goes after the phrase
  // (`costs 1M less to play for each ...`), not lost.
  for (const syntax::node& part : phrase.children)
    if (part.k == kind::amount_per) out += " " + collapse(part.text);
  return out;
}

}  // namespace

void checker::check_ability(const node& n, checked::ability& a, const scope& outer, const checked::card* card) {
  a.where = at(n);
  scope s = ability_scope(outer, n);
  const unsigned modes_before = played_modes_;
  switch (n.k) {
    case kind::ability_triggered: {
      a.kind = checked::ability_kind::triggered;
      a.trigger = check_trigger(n, s);
      a.effect = check_effect(n.children.back(), s);
      break;
    }
    case kind::ability_activated: {
      a.kind = checked::ability_kind::activated;
      std::size_t i = 0;
      if (n.children[0].k == kind::name) a.name = unquote(n.children[i++].text);
      scope cost_scope = s;
      cost_scope.in_cost = true;
      cost_scope.x_chosen = true;  // `pay x` chooses it (pays_x, stray_x)
      const node* limit = n.children.back().k == kind::activation_limit ? &n.children.back() : nullptr;
      const std::size_t parts = n.children.size() - (limit ? 1 : 0);
      if (parts - i == 2) a.cost = check_effect(n.children[i++], cost_scope);
      else a.cost = expr{op::sequence, {}, 0, {}, at(n)};
      if (const expr* stray = stray_x(a.cost)) diags_.error(stray->where, stray_x_message);
      s.x_chosen = pays_x(a.cost);
      s.counters_removed = removes_counters(a.cost);
      if (cost_names_one_card(a.cost)) s.bound = true, s.it_in_play = true;
      a.effect = check_effect(n.children[i], s);
      if (limit) a.trigger = check_activation_limit(*limit, s);
      break;
    }
    case kind::ability_resolve: {
      a.kind = checked::ability_kind::resolve;
      if (card && card->types && !card->is(checked::event))
        error(n, "only events resolve; a card that stays in play acts through 'when this is deployed:' or abilities");
      s.x_chosen = event_pays_x(card);  // `additional cost: pay x` (docs/rulings.md, A cost the player chooses)
      s.counters_removed = event_removes_counters(card);
      if (event_cost_names_one_card(card)) s.bound = true, s.it_in_zone = true;  // `discard a card in your hand`
      a.effect = check_effect(n.children[0], s);
      break;
    }
    case kind::ability_additional_cost: {
      a.kind = checked::ability_kind::additional_cost;
      if (card && card->types && !card->is(checked::event))
        error(n, "only an event is played, so only an event has an additional cost to play it (001 Advanced Rules: "
                 "\"announced from the hand, paid for its cost\"); a card that is bought costs its 'cost:'");
      scope cost_scope = s;
      cost_scope.in_cost = true;
      cost_scope.x_chosen = true;  // `pay x` chooses it, for the `on resolve:` after it
      a.cost = check_effect(n.children[0], cost_scope);
      if (const expr* stray = stray_x(a.cost)) diags_.error(stray->where, stray_x_message);
      if (names_this(a.cost))
        error(n.children[0], "an event is not part of its own additional cost: it is being played (001 Advanced Rules: "
                             "\"announced from the hand, paid for its cost, deployed\"); name other cards ('discard "
                             "a card in your hand')");
      break;
    }
    case kind::ability_rule: {
      a.kind = checked::ability_kind::rule;
      s.in_rule = true;
      rule_card_ = card;
      a.trigger = check_rule(n.children[0], s);
      rule_card_ = nullptr;
      if (const std::string why = bought_or_played(a.trigger, card); !why.empty()) error(n.children[0], why);
      break;
    }
    case kind::ability_replace: {
      a.kind = checked::ability_kind::replacement;
      a.trigger = check_replacement(n, s);
      s.bound = true;  // `it` is the card the event would have happened to
      // `that damage`, `the damage dealt`: the damage replaced (docs/rulings.md, Damage
      // prevented or redirected).
      if (const auto* p = event_triggers::replacement_at(a.trigger.ref); p && p->what == engine::replaceable::dealt_damage)
        s.damage_replaced = s.damage_known = true;
      a.effect = check_effect(n.children.back(), s);
      break;
    }
    default: error(n, "expected an ability here");
  }
  check_what_runs(a, modes_before);
}

// The scope an ability's text is checked in: its own `its` warnings, and what is played (an
// event's effect, an activated ability) may choose a mode with targets (docs/rulings.md, Modes).
checker::scope checker::ability_scope(const scope& outer, const node& n) {
  its_unbound_.clear();
  scope s = outer;
  s.modes_played = n.k == kind::ability_activated || n.k == kind::ability_resolve;
  return s;
}

// What a checked ability could not run as written: text nested past the loop limit (it
// could run for minutes in one action, loop_depth.hpp), a dead `while`, more targets than
// the engine keeps (engine/target.hpp).
void checker::check_what_runs(checked::ability& a, unsigned modes_before) {
  if (played_modes_ - modes_before > 1)  // docs/rulings.md, Modes: one mode per play
    diags_.error(last_played_modes_, "a second 'choose one' whose modes target: one mode is chosen as the card is played "
                                     "(docs/rulings.md, Modes); target in one of them only");
  bind_they(a);  // first: the warnings below read whom `they` names
  for (const expr* part : {&a.trigger, &a.cost, &a.effect})
    if (auto deep = loop_depth::find_too_deep(*part)) diags_.error(deep->where, std::move(deep->message));
  if (const expr* w = dead_while(a)) diags_.error(w->where, dead_while_message(a));
  if (const expr* t = target_past_limit(a.effect))
    diags_.error(t->where, fmt::format("'{}' is target {} of this effect; an effect names at most {} targets (each "
                                       "'target' word is one, and so is a counted one: '3 target characters')",
                                       render(*t), engine::max_targets + 1, engine::max_targets));
  warn_its_ahead(a);
  warn_counted_after_removal(a);
  warn_it_other_side(a);
  warn_it_after_party(a);
  refuse_dead_out_of_play(a);
  refuse_target_in_filter(a.effect);
}

namespace {
// A `target` selection inside e (not e itself), or null.
const expr* target_within(const expr& e) {
  for (const expr& a : e.args) {
    // `target character target player controls` has an error of its own (check_selections).
    if (a.o == op::controlled_by && words::is_target(words::as<words::controller>(a.word))) continue;
    if (a.o == op::select && a.target) return &a;
    if (const expr* t = target_within(a)) return t;
  }
  return nullptr;
}
}  // namespace

// `target character an opponent controls with valuation the valuation of target character you
// control or less`: the targets are chosen together as the text is played (001 Glossary
// TARGET), so one's filter cannot read another; it checked clean and stopped the game when the
// filter was read (blind design batch 49, d15).
// So is a target player read in a card target's filter (`target location in target opponent's
// network` checked clean and stopped the game; blind design batch 63, d14).
void checker::refuse_target_in_filter(const expr& e) {
  if (e.o == op::select && e.target)
    if (const expr* inner = target_within(e)) {
      const bool player = words::names_players(words::as<words::noun>(inner->word));
      const std::string_view fix = player ? "choose the card as the effect runs ('a' for 'target'), or name no target "
                                            "player ('an opponent')"
                                          : "choose the first instead ('choose a character you control, ... with "
                                            "valuation the valuation of it or less')";
      diags_.error(inner->where, fmt::format("'{}' is a target{} inside the filter of the target '{}': the targets of "
                                             "a text are chosen together as it is played (001 Glossary TARGET), so "
                                             "one cannot be read to choose another; {}",
                                             render(*inner), player ? " player" : "", render(e), fix));
      return;
    }
  for (const expr& a : e.args) refuse_target_in_filter(a);
}

// Cards outside play (docs/reference.md, "Cards outside play"; docs/rulings.md, Text on cards
// outside play): an ability is activated from play only (001 Advanced Rules, "Characters may
// use all abilities": cards in a network), a turn step and an event about other cards are
// heard by cards in play only, and a rule of a card outside play answers questions about that
// card only. Text that needs its card outside play for any of these could never act.
namespace {
constexpr const char* outside_play_doc = "(docs/reference.md, Cards outside play)";

// `this is in ZONE` (alone or in an `and`) for a zone that fits `away`; null when none.
template <class Away>
const expr* this_in_zone(const expr& cond, Away away) {
  if (cond.o == op::all_of)
    for (const expr& part : cond.args)
      if (const expr* found = this_in_zone(part, away)) return found;
  if (cond.o != op::in_zone || cond.args.size() < 2 || cond.args[0].o != op::this_card || cond.args[1].args.empty())
    return nullptr;
  return away(words::as<words::zone>(cond.args[1].args[0].word)) ? &cond : nullptr;
}

// `this is in your hand`: a condition that holds only while this card is outside play, in any
// zone but a network (001 The Zones of the Game); null when none.
const expr* this_outside_play(const expr& cond) {
  return this_in_zone(cond, [](words::zone z) { return z != words::zone::network; });
}

// `this is in your open market`: this outside play and outside its player's hand, where an
// event is played from (blind design batch 47, d07: `rule: this can be played while this is
// in your open market` read like a flashback and never applied); null when none.
const expr* this_away_from_hand(const expr& cond) {
  return this_in_zone(cond, [](words::zone z) { return z != words::zone::network && z != words::zone::hand; });
}

// `rule: this can be played ...` (`cannot`, `can only`): the question asked of this event as
// its player plays it from the hand.
bool plays_this_event(const expr& rule) {
  const rule_table::form f = rule_table::decode(rule.ref);
  return f.e && !rule.args.empty() && rule.args[0].o == op::this_card && f.e->query == engine::rule_query::can_be_played;
}

// `discard this`, `reveal this` in costs: paid with this card from its player's hand.
const expr* pays_with_this_in_hand(const expr& cost) {
  if ((cost.o == op::discard || cost.o == op::reveal) && !cost.args.empty() && cost.args[0].o == op::this_card)
    return &cost;
  for (const expr& part : cost.args)
    if (const expr* found = pays_with_this_in_hand(part)) return found;
  return nullptr;
}

// The `while` condition of a rule (its last part), or null.
const expr* rule_condition(const expr& rule) {
  for (const expr& part : rule.args)
    if (part.o == op::while_condition && !part.args.empty()) return &part.args[0];
  return nullptr;
}

// Whether a rule is about this card: its subject, or one of its objects, is `this`; a rule of
// a card outside play is read only for a question about that card (run: for_each_holder).
bool rule_about_this(const expr& rule) {
  return std::any_of(rule.args.begin(), rule.args.end(), [](const expr& part) { return part.o == op::this_card; });
}

// The first `if CONDITION` of a triggered effect whose condition places this outside play,
// read before any statement of the effect names this (which might move it); null when none.
const expr* leading_if_outside_play(const expr& effect) {
  const bool list = effect.o == op::sequence;
  for (std::size_t i = 0; i < (list ? effect.args.size() : 1); ++i) {
    const expr& st = list ? effect.args[i] : effect;
    if (st.o == op::if_then && !st.args.empty())
      if (const expr* found = this_outside_play(st.args[0])) return found;
    if (names_this(st)) return nullptr;
  }
  return nullptr;
}

// A trigger heard by cards in play only: a step of the turn, or an event whose subject is not
// `this` (run: event_fits; a card outside play hears its own events, `when this is discarded`).
bool heard_in_play_only(const expr& trigger) { return trigger.args.empty() || trigger.args[0].o != op::this_card; }
}  // namespace

void checker::refuse_dead_out_of_play(const checked::ability& a) {
  using checked::ability_kind;
  if (a.kind == ability_kind::activated) {
    host_in_activated(a);
    if (const expr* cost = pays_with_this_in_hand(a.cost))
      diags_.error(cost->where, fmt::format("'{}' pays with this card from its player's hand, and an ability is activated "
                                            "by a card in play only (001 Advanced Rules: \"Characters may use all "
                                            "abilities\", cards in a network), so the cost could never be paid; a card "
                                            "in the hand acts only through its triggers about itself ('when this is "
                                            "discarded: ...') {}",
                                            render(*cost), outside_play_doc));
    if (const expr* c = a.trigger.o == op::while_condition && !a.trigger.args.empty() ? this_outside_play(a.trigger.args[0])
                                                                                      : nullptr)
      diags_.error(c->where, fmt::format("'activate only while {}': an ability is activated by a card in play only (001 "
                                         "Advanced Rules: \"Characters may use all abilities\", cards in a network), so "
                                         "it could never be activated {}",
                                         render(*c), outside_play_doc));
  } else if (a.kind == ability_kind::rule) {
    const expr* c = rule_condition(a.trigger);
    if (const expr* away = c ? this_away_from_hand(*c) : nullptr; away && plays_this_event(a.trigger))
      diags_.error(away->where, fmt::format("'while {}': an event is played from its player's hand (001 Advanced Rules: "
                                            "\"announced from the hand\"), and this rule is read there, where this "
                                            "condition never holds, so it would never apply; the language has no play "
                                            "from another zone {}",
                                            render(*away), outside_play_doc));
    if (const expr* out = c ? this_outside_play(*c) : nullptr; out && !rule_about_this(a.trigger))
      diags_.error(out->where, fmt::format("'while {}': a rule of a card outside play is read only for questions about "
                                           "that card (cards in a network answer all the others), and this rule is "
                                           "about other cards, so it would never apply; a rule about this card works "
                                           "there ('rule: this costs 2M less to buy while this is in an open market') {}",
                                           render(*out), outside_play_doc));
  } else if (a.kind == ability_kind::triggered && heard_in_play_only(a.trigger)) {
    host_when_unbonded(a);
    if (const expr* c = leading_if_outside_play(a.effect))
      diags_.error(c->where, fmt::format("'if {}': {} is heard by cards in play only, where this condition never holds, "
                                         "so the text would do nothing; a card outside play hears only the events that "
                                         "happen to it ('when this is discarded: ...') {}",
                                         render(*c), a.trigger.args.empty() ? "a step of the turn" : "an event about other cards",
                                         outside_play_doc));
  }
}


namespace {
// The first `the card this is bonded to` in e, or null.
const expr* host_named(const expr& e) {
  // (a possessive, `target opponent's`, is a player_ref with its selection under it: its word is no pronoun)
  if (e.o == op::player_ref && e.args.empty() && words::as<words::pronoun>(e.word) == words::pronoun::host) return &e;
  for (const expr& a : e.args)
    if (const expr* h = host_named(a)) return h;
  return nullptr;
}
}  // namespace

// `when your turn begins: the controller of the card this is bonded to loses 1M` (blind design
// batch 39, d20): a trigger about other cards acts only while its card is on a space (001
// Bonding: of a card under a pile, only "their continuous abilities are still active"), and
// there it is bonded to no card, so the text names none.
void checker::host_when_unbonded(const checked::ability& a) {
  if (!a.trigger.args.empty() && (a.trigger.args[0].o == op::this_card || host_named(a.trigger.args[0]))) return;
  const expr* host = host_named(a.effect);
  if (!host) return;
  diags_.warning(host->where, "'the card this is bonded to' names no card here: this trigger acts only while its card "
                              "is on a space, bonded to none, since a card under a pile keeps only its continuous "
                              "abilities (001 Bonding) and its triggers about the card it is bonded to; to act while "
                              "bonded, give that card a keyword with the trigger ('rule: the card this is bonded to "
                              "gains KEYWORD'; docs/rulings.md, Bonded cards: which triggers act)");
}

// `ability: pay x -> the card this is bonded to gets +x BQ until end of turn` (blind design
// batch 51, d02): an ability is activated by a card on a space (001 Bonding: cards under the
// first card "cannot be targeted, attack, block, and engage", only "their continuous abilities
// are still active"), where it is bonded to no card, so the text names none.
void checker::host_in_activated(const checked::ability& a) {
  const expr* host = host_named(a.cost);
  if (!host) host = host_named(a.effect);
  if (!host) return;
  diags_.warning(host->where, "'the card this is bonded to' names no card here: an ability is activated by a card on a "
                              "space, bonded to none, never by a card under a pile (001 Bonding: only \"their continuous "
                              "abilities are still active\"); to let the pile's top card use it, give that card a keyword "
                              "with the ability ('rule: the card this is bonded to gains KEYWORD'; docs/rulings.md, "
                              "Bonded cards: which triggers act)");
}

namespace {
// The cards the costs remove development counters from, as the printer writes them.
void removed_from(const expr& cost, std::vector<std::string>& out) {
  if (cost.o == op::remove_counters) out.push_back(render(cost.args[1]));
  if (cost.o == op::sequence)
    for (const expr& a : cost.args) removed_from(a, out);
}

// The first `the number of development counters on SEL` (or `for each development counter on
// SEL`: per) of the effect whose SEL is one the costs removed counters from.
struct counted_removed {
  const expr* e = nullptr;
  bool per = false;
};
counted_removed counts_removed(const expr& e, const std::vector<std::string>& from, bool per = false) {
  if (e.o == op::counters_on && std::find(from.begin(), from.end(), render(e.args[0])) != from.end()) return {&e, per};
  for (std::size_t i = 0; i < e.args.size(); ++i)
    if (counted_removed found = counts_removed(e.args[i], from, e.o == op::per_each && i == 1); found.e) return found;
  return {};
}
}  // namespace

// `remove all development counters from this -> deal the number of development counters on
// this BQ damage ...`: the costs are paid before the effect runs (001 Advanced Rules: "pay the
// costs, if any"), so the effect counts what is left, 0 after `all` (issue 27, blind44 e19).
void checker::warn_counted_after_removal(const checked::ability& a) {
  if (a.kind != checked::ability_kind::activated) return;
  std::vector<std::string> from;
  removed_from(a.cost, from);
  if (from.empty()) return;
  const counted_removed found = counts_removed(a.effect, from);
  if (!found.e) return;
  const std::string fix = found.per ? "development counter removed this way" : "the number of development counters removed this way";
  const std::string written = found.per ? "development counter on " + render(found.e->args[0]) : render(*found.e);
  suggest(diags_.warning(found.e->where, fmt::format("'{}' counts the counters left on it as the effect runs, after the "
                                                     "costs removed them; to count what the costs removed, write '{}'",
                                                     written, fix)),
          fix);
}

namespace {
// A target on the stack (`target ability`, `target event`): what `its controller` before it
// would be meant to name, as `cancel ... unless its controller pays` does in other games; a
// card's own controller, named so, is the card text's player (`you`), written on purpose
// before a target card (`each opponent may give 2M to its controller; ... target character`).
const expr* first_target(const expr& e) {
  const words::noun n = words::as<words::noun>(e.word);
  if (e.target && e.o == op::select && (n == words::noun::ability || n == words::noun::event || n == words::noun::effect))
    return &e;
  for (const expr& x : e.args)
    if (const expr* t = first_target(x)) return t;
  return nullptr;
}
}  // namespace

// `its controller may pay 2M; if they did not { cancel target ability }`: with no card named
// before it, `its` is the card whose text it is (docs/reference.md 2), not the target named
// after it, so the wrong player would be asked (issue 27, a blind batch's D22).
void checker::warn_its_ahead(const checked::ability& a) {
  if (its_unbound_.empty()) return;
  const expr* t = first_target(a.cost);
  if (!t) t = first_target(a.effect);
  if (!t) return;
  const auto& [where, words] = its_unbound_.front();
  diags_.warning(where, fmt::format("'{}' here is this card's: no card is named before 'its', and '{}' comes after "
                                    "(a pronoun looks back, docs/reference.md 2); to name the target's, name it first: "
                                    "'for each {} {{ {} ... }}' (then 'it' is the target)",
                                    words, render(*t), render(*t), words));
}

namespace {
// After `when this PHRASE` of combat, `it` is the card on the other side (docs/vocabulary.md
// 3.1), and the word that names it plainly.
const char* other_side_word(const expr& trigger) {
  if (trigger.o != op::select || trigger.args.empty() || trigger.args[0].o != op::this_card) return nullptr;
  static constexpr std::array<std::pair<std::string_view, const char*>, 5> sides = {{
      {"attacks", "the defender"}, {"is attacked", "the attacker"}, {"blocks", "the attacker"},
      {"is blocked", "the blocker"}, {"retaliates", "the attacker"}}};
  for (const auto& [phrase, word] : sides)
    if (name_of(trigger) == phrase) return word;
  return nullptr;
}

// `it gets +1 IQ`, `it gains FLYING`: a gain for the card `it` names.
bool gives_it(const expr& e) {
  if (e.args.empty() || e.args[0].o != op::bound) return false;
  if (e.o == op::grant_keyword) return true;
  return e.o == op::modify_trait && e.args.size() > 1 && e.args[1].o == op::number && e.args[1].value > 0;
}
}  // namespace

// `when this attacks: it gets +1 IQ until end of turn` gives the target the bonus: `it` there is
// the card on the other side (docs/vocabulary.md 3.1), where English would read this card
// (issue 27, blind design batch 14 p24). Warned for the statements that open the effect, before
// any other could name another card for `it`.
void checker::warn_it_other_side(const checked::ability& a) {
  const char* word = a.kind == checked::ability_kind::triggered ? other_side_word(a.trigger) : nullptr;
  if (!word || a.effect.o != op::sequence) return;
  for (const expr& st : a.effect.args) {
    if (st.o != op::modify_trait && st.o != op::grant_keyword) return;
    if (!gives_it(st)) continue;
    diags_.warning(st.args[0].where,
                   fmt::format("'it' after 'when this {}' is {}, the card on the other side (docs/vocabulary.md 3.1), "
                               "not this card: '{}' gives it to that card; to give it to this card write 'this', to "
                               "name that card plainly write '{}'",
                               name_of(a.trigger), word, render(st), word));
  }
}

namespace {
// The card a statement acts on named by a party word (`the attacker`, `the card that destroyed
// it`), else null.
const expr* party_object(const expr& st) {
  for (const expr& a : st.args)
    if (a.o == op::player_ref && !words::names_only_players(words::as<words::pronoun>(a.word))) return &a;
  return nullptr;
}
}  // namespace

// `when a character you control is attacked: deal 1 BQ damage to the attacker, it gets +2 BQ`:
// `it` after a statement that acted on a party of the event is that party (docs/vocabulary.md
// 7.1), where a designer meant the trigger's card (blind design batch 56, M3).
void checker::warn_it_after_party(const checked::ability& a) {
  if (a.kind != checked::ability_kind::triggered || a.effect.o != op::sequence) return;
  for (std::size_t i = 1; i < a.effect.args.size(); ++i) {
    const expr& st = a.effect.args[i];
    const expr* party = party_object(a.effect.args[i - 1]);
    if (!party || st.args.empty() || st.args[0].o != op::bound || name_of(st.args[0]) != "it") continue;
    diags_.warning(st.args[0].where,
                   fmt::format("'it' here is {}, the card the statement before acted on (docs/vocabulary.md 7.1), not "
                               "the trigger's card: '{}' acts on {}; to act on the trigger's card, put this statement "
                               "first",
                               render(*party), render(st), render(*party)));
  }
}

// The trigger, and `for the first time each turn` after it (value 1).
expr checker::check_trigger(const node& n, scope& s) {
  expr e = check_trigger_event(n, s);
  if (n.children.size() > 1 && n.children[n.children.size() - 2].k == kind::trigger_once)
    e.value = check_trigger_once(n.children[n.children.size() - 2], e);
  return e;
}

expr checker::check_trigger_event(const node& n, scope& s) {
  const node& first = n.children[0];
  expr e;
  e.where = at(first);
  if (first.k == kind::trigger_step) {
    e.o = op::select;
    std::string buffer;
    // "your turn begins" -> owner "your", step "turn", edge "begins" (views of the text)
    std::string_view rest = collapsed(first.text, buffer);
    std::string_view owner;
    for (const std::string_view prefix : {"your ", "an opponent's ", "each opponent's ", "each ", "the "})
      if (owner.empty() && starts_text(rest, prefix)) {
        owner = prefix.substr(0, prefix.size() - 1);
        rest.remove_prefix(prefix.size());
      }
    if (owner == "each opponent's") owner = "an opponent's";  // the same turns, with any number of players
    const std::size_t space = rest.rfind(' ');
    const std::string_view step = space == std::string_view::npos ? rest : rest.substr(0, space);
    const std::string_view edge = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
    if (std::find(step_names.begin(), step_names.end(), step) == step_names.end())
      error(first, fmt::format("unknown step '{}'; a trigger can wait for the beginning or end of: {}", step,
                               known_list(step_names)));
    if (step == "game" && edge == "ends")
      error(first, "a trigger cannot wait for the end of the game: nothing happens after it (001 Winning the Game)");
    e.o = op::select;
    std::string text(owner.empty() ? std::string_view("the") : owner);
    text.append(1, ' ').append(step).append(1, ' ').append(edge);
    e.text = intern_name(text);
    e.ref = event_triggers::step_ref(name_of(e));  // what the runner waits for (none after an error above)
    return e;
  }
  // a selection and what happens to it
  checked::expr_list objects;
  s.in_pattern = true;
  expr subject = check_selection(n.children[0], s);
  std::string pattern = phrase_pattern(n.children[1], s, objects);
  s.in_pattern = false;
  by_an_effect(pattern, objects, trigger_phrases);
  a_player_draws(n.children[1], subject, pattern, objects);
  a_player_activates(n.children[1], subject, pattern, objects);
  a_player_plays(n.children[1], subject, pattern, objects);
  a_player_money(n.children[1], subject, pattern);
  const checked::ref phrase = event_triggers::phrase_ref(pattern);  // what the runner waits for
  if (!event_triggers::phrase_of(phrase)) {  // trigger_phrases are the table's texts
    std::string guess = same_meaning(pattern, trigger_phrases);
    if (const std::string own = unknown_trigger_message(n.children[0], n.children[1], pattern); !own.empty())
      error(n.children[1], own);
    else if (!bought_from_your_network(n.children[1], subject, pattern))
      suggest(error(n.children[1], fmt::format("unknown trigger {}{}{}", quote_phrase(pattern), did_you_mean(guess),
                                               known_near(pattern, trigger_phrases, "known triggers", "Triggers"))),
              fill_pattern(guess, n.children[1]));
  } else {  // a phrase the table has (`is deployed by an effect` is none: the unknown trigger's message)
    by_a_card(n.children[1], pattern, objects);
    a_card_event(n.children[0], subject, pattern);
    bought_by_whom(n.children[0], n.children[1], subject, pattern);
  }
  // `it` (docs/vocabulary.md 3.1): the card a subject other than `this` names, the object,
  // or after `when this PHRASE` the card on the other side when the event has one.
  const bool card_object = std::any_of(objects.begin(), objects.end(), [](const expr& o) { return o.o != op::number; });
  // A player's trigger names no card but the one whose ability is activated and the event
  // played: `it` stays unbound after `draws a card` (the card drawn is hidden).
  const bool player_subject = same_text(pattern, "draws a card") || event_triggers::about_money(pattern);
  if (!player_subject && (subject.o != op::this_card || card_object || event_triggers::names_other(pattern)))
    s.bound = true;
  if (starts_text(pattern, "deals damage") || starts_text(pattern, "deals any damage") || same_text(pattern, "is dealt damage"))
    s.damage_known = true;
  if (event_triggers::about_money(pattern)) s.counted = counts_money;  // `that much`: the money heard
  s.party = event_triggers::party_word(pattern);
  s.seller_known = event_triggers::has_seller(pattern);
  // The annihilated card is in the annihilated zone when the trigger's effect runs (001 The
  // Zones of the Game): `this` or `it`, as the subject names it, cannot be moved out.
  if (same_text(pattern, "is annihilated")) (subject.o == op::this_card ? s.this_annihilated : s.it_annihilated) = true;
  e.o = op::select;
  e.ref = phrase;
  e.text = intern_name(pattern);
  e.args.push_back(std::move(subject));
  for (auto& o : objects) e.args.push_back(std::move(o));
  return e;
}

// `for the first time each turn` (issue 27; docs/rulings.md, The first time each turn): the
// times a turn the ability may trigger for its card (value 1; 0: any). Refused where it
// would add nothing: a step begins or ends once a turn already, and an event that takes
// `this` into or out of play happens once to a card in play (a card back in play is new).
std::int64_t checker::check_trigger_once(const node& once, const expr& trigger) {
  if (trigger.args.empty()) {
    error(once, fmt::format("'when {} for the first time each turn': a step begins and ends once each turn already "
                            "(001 Turn Structure); write 'when {}:'",
                            name_of(trigger), name_of(trigger)));
    return 0;
  }
  if (trigger.args[0].o == op::this_card && event_triggers::once_per_card(name_of(trigger))) {
    const std::string written = render(trigger);
    error(once, fmt::format("'{} for the first time each turn': that happens once to a card in play, and a card that "
                            "leaves play and comes back is a new card (docs/rulings.md, The first time each turn); "
                            "write 'when {}:', or name other cards ('when a card you control ...')",
                            written, written));
    return 0;
  }
  return 1;
}

// `by an effect` names no card but how the event came about (`is destroyed by an effect`,
// `instead of this being destroyed by an effect`, 001 Advanced Rules): where the table
// `phrases` has that phrase, the words are the phrase's own, not a selection of the card that did it.
void checker::by_an_effect(std::string& pattern, checked::expr_list& objects, const std::vector<std::string>& phrases) {
  if (objects.empty() || !ends_text(pattern, " by _")) return;
  const expr& sel = objects.back();
  const bool bare = sel.o == op::select && words::as<words::noun>(sel.word) == words::noun::effect &&
                    sel.args.size() == 1 && sel.args[0].o == op::number &&
                    words::as<words::determiner>(sel.args[0].word) == words::determiner::one;
  std::string phrase = pattern.substr(0, pattern.size() - 1) + "an effect";
  if (!bare || std::find(phrases.begin(), phrases.end(), phrase) == phrases.end()) return;
  pattern = std::move(phrase);
  objects.pop_back();
}

namespace {
// `a card`, `an ability`: the noun with one determiner and no filter (a player's trigger's
// object, which no filter could be read of).
bool bare_one(const expr& sel, words::noun noun) {
  return sel.o == op::select && words::as<words::noun>(sel.word) == noun && sel.args.size() == 1 &&
         sel.args[0].o == op::number && words::as<words::determiner>(sel.args[0].word) == words::determiner::one;
}
}  // namespace

// 001 Hand: a player draws (`when an opponent draws a card`, `when you draw a card`): the
// subject is a player, the object one card, bare (the drawn card is hidden: no filter can be
// read of it); the table's phrase is `draws a card` for `draw` and `draws` alike.
void checker::a_player_draws(const node& phrase, const expr& subject, std::string& pattern, checked::expr_list& objects) {
  if (!same_text(pattern, "draws _") && !same_text(pattern, "draw _")) return;
  const expr& sel = objects.back();
  const bool bare = bare_one(sel, words::noun::card);
  if (!names_players(subject))
    error(phrase, fmt::format("only a player draws; write the player as the subject: 'when you draw a card', 'when an "
                              "opponent draws a card' (001 Hand)"));
  else if (!bare)
    error(phrase, fmt::format("'{}' after 'draws': the card drawn is hidden, so a trigger waits for 'a card' only "
                              "(each card drawn fires it once: 001 Hand)",
                              name_of(sel)));
  pattern = "draws a card";
  objects.clear();
}

// 001 Advanced Rules, Glossary REGENERATE: a player activates an ability ("its controller
// activates its [REGENERATE] ability"): `when an opponent activates an ability`. The subject
// is a player, the object one ability, bare; the table's phrase is `activates an ability`.
void checker::a_player_activates(const node& phrase, const expr& subject, std::string& pattern,
                                 checked::expr_list& objects) {
  if (!same_text(pattern, "activates _") && !same_text(pattern, "activate _")) return;
  const expr& sel = objects.back();
  const bool bare = bare_one(sel, words::noun::ability);
  if (!names_players(subject))
    error(phrase, "a player activates an ability, not a card (001 Advanced Rules); write the player as the subject: "
                  "'when an opponent activates an ability' (`it`: the card whose ability it is)");
  else if (!bare)
    error(phrase, fmt::format("'{}' after 'activates': a trigger waits for 'an ability' (any activated ability; `it` "
                              "is the card whose ability it is, which the effect may ask of: 'if it is a character')",
                              name_of(sel)));
  pattern = "activates an ability";
  objects.clear();
}

// 001 Advanced Rules: a player plays an event ("announced from the hand, paid for its cost,
// deployed onto the Network, and is put on the Stack"): `when an opponent plays an event`; 001
// Buy Phase and Divest Phase: a player buys or sells a card (`when an opponent buys a card`,
// issue 27). The subject is a player, the object one event or card, bare; the table's
// phrases are `plays an event`, `buys a card` and `sells a card`.
namespace {
struct player_verb {
  std::string_view one, other, table, word, noun_text, it, any, rule, passive;
  words::noun noun;
  bool this_object = false;  // `when an opponent gains control of this`: the object kept, the runner
                             // hears the card itself (run/text_behaviour.cpp)
};
constexpr std::array<player_verb, 6> player_verbs = {{
    {"plays _", "play _", "plays an event", "plays", "an event", "event", "any event played", "001 Advanced Rules",
     "", words::noun::event},
    {"buys _", "buy _", "buys a card", "buys", "a card", "card", "any card bought", "001 Buy Phase", "is bought",
     words::noun::card},
    {"sells _", "sell _", "sells a card", "sells", "a card", "card", "any card sold", "001 Divest Phase", "is sold",
     words::noun::card},
    {"discards _", "discard _", "discards a card", "discards", "a card", "card", "any card discarded",
     "001 Glossary DISCARD", "is discarded", words::noun::card},
    {"gains control of _", "gain control of _", "gains control of a card", "gains control of", "a card", "card",
     "any card whose control the player gains", "docs/rulings.md, Control changes", "", words::noun::card, true},
    {"loses control of _", "lose control of _", "loses control of a card", "loses control of", "a card", "card",
     "any card whose control the player loses", "docs/rulings.md, Control changes", "", words::noun::card, true},
}};
}  // namespace

// The card's own change of control is heard as the player who controlled it before
// (docs/rulings.md, Control changes): that player never gains it, and no opponent of theirs
// loses it, so those two would check and never fire.
void checker::control_of_this(const node& phrase, const expr& subject, std::string_view table) {
  const bool opponent = subject.o == op::select && words::as<words::noun>(subject.word) == words::noun::opponent;
  if (table == "gains control of a card" && subject.o == op::you)
    error(phrase, "'when you gain control of this' never happens: this card's trigger is read as the player who "
                  "controlled it before the change (docs/rulings.md, Control changes); write 'when an opponent "
                  "gains control of this'");
  else if (table == "loses control of a card" && opponent)
    error(phrase, "'when an opponent loses control of this' never happens: this card's trigger is read as the player "
                  "who controlled it before the change (docs/rulings.md, Control changes); write 'when you lose "
                  "control of this'");
}

void checker::a_player_plays(const node& phrase, const expr& subject, std::string& pattern, checked::expr_list& objects) {
  for (const player_verb& v : player_verbs) {
    if (!same_text(pattern, v.one) && !same_text(pattern, v.other)) continue;
    const expr& sel = objects.back();
    if (!names_players(subject))
      error(phrase, fmt::format("only a player {} {} ({}); write the player as the subject: 'when an opponent {}' "
                                "(`it`: the {})",
                                v.word, v.noun_text, v.rule, v.table, v.it));
    else if (sel.o == op::this_card && !v.passive.empty())  // `when you buy this`
      error(phrase, fmt::format("a trigger about this card is written from its side: 'when this {}' ('{}' hears any "
                                "card, a player as the subject: 'when an opponent {}')",
                                v.passive, v.table, v.table));
    else if (sel.o == op::this_card && v.this_object) {  // `when an opponent gains control of this`
      control_of_this(phrase, subject, v.table);
      pattern = v.table;
      return;
    } else if (!bare_one(sel, v.noun)) {
      // As written (`a card with #GMO`, blind design batch 38, d01: the noun alone was quoted).
      std::string written(name_of(sel));
      for (const node& part : phrase.children)
        if (part.k == kind::selection) written = collapse(part.text);
      error(phrase, fmt::format("'{}' after '{}': a trigger waits for '{}'{} ({}; `it` is the {}, which the effect "
                                "may ask of: 'when an opponent {}: if it has #TAG {{ ... }}')",
                                written, v.word, v.noun_text, v.this_object ? " or 'this'" : "", v.any, v.it, v.table));
    }
    pattern = v.table;
    objects.clear();
    return;
  }
}

// 001 Resources: a player's money goes up or down (`when an opponent gains money`, `when you
// lose money`): the subject is a player; the table's phrases are `gains money` and `loses
// money` for either form of the verb (docs/rulings.md, Money gained and lost).
void checker::a_player_money(const node& phrase, const expr& subject, std::string& pattern) {
  const bool gains = same_text(pattern, "gains money") || same_text(pattern, "gain money");
  if (!gains && !same_text(pattern, "loses money") && !same_text(pattern, "lose money")) return;
  pattern = gains ? "gains money" : "loses money";
  if (!names_players(subject))
    error(phrase, fmt::format("only a player has money (001 Resources); write the player as the subject: 'when an "
                              "opponent {}', 'when you {}'",
                              pattern, gains ? "gain money" : "lose money"));
}

// `when an opponent is destroyed` would check and never fire: what the phrase waits for
// happens to a card (only `draws a card`, `activates an ability`, `plays an event`, `buys a
// card`, `sells a card`, `gains money` and `loses money` have a player as their subject).
void checker::a_card_event(const node& subject_node, const expr& subject, const std::string& pattern) {
  if (!names_players(subject) || event_triggers::about_a_player(pattern)) return;
  error(subject_node, fmt::format("'{}' names a player, and '{}' happens to a card: name the card ('when a card an "
                                  "opponent controls {}')",
                                  collapse(subject_node.text), pattern, pattern));
}

// `is bought out of your network` and the like: the table's `is bought from your network`
// (about `this`, refused as that phrase is: bought_by_whom).
bool checker::bought_from_your_network(const node& phrase, const expr& subject, const std::string& pattern) {
  if (!pattern.starts_with("is bought ") || !pattern.ends_with(" your network")) return false;
  if (subject.o == op::this_card) {
    bought_by_whom(phrase, phrase, subject, "is bought from your network");
    return true;
  }
  suggest(error(phrase, fmt::format("unknown trigger '{}'; a card bought out of the network of the player whose text "
                                    "it is: write 'is bought from your network' (001 Buy Phase)",
                                    pattern)),
          "is bought from your network");
  return true;
}

namespace {
// Whether a selection says `you control` (`a card you control`).
bool says_you_control(const expr& e) {
  if (e.o == op::controlled_by && words::as<words::controller>(e.word) == words::controller::you) return true;
  return std::any_of(e.args.begin(), e.args.end(), says_you_control);
}
}  // namespace

// 001 Buy Phase: a card bought out of a network is the buyer's as its trigger hears of the buy
// (docs/rulings.md, Bought from a network), and nobody buys out of their own network: `this is
// bought from your network` (this is then the buyer's, `your` the buyer's) and `a card you
// control is bought from your network` would check and never fire.
void checker::bought_by_whom(const node& subject_node, const node& phrase, const expr& subject, const std::string& pattern) {
  if (!same_text(pattern, "is bought from your network")) return;
  if (subject.o == op::this_card)
    suggest(error(phrase, "bought, this card is its buyer's when its trigger hears of the buy, so the network it "
                                "left is an opponent's of its text, never 'your' (001 Buy Phase; docs/rulings.md, "
                                "Bought from a network): write 'when this is bought from an opponent's network' (every "
                                "buy of it out of a network), 'the buyer' for who bought it"),
            "is bought from an opponent's network");
  else if (says_you_control(subject))
    error(subject_node, fmt::format("'{}' bought out of your network is controlled by its buyer, an opponent (001 Buy "
                                    "Phase: nobody buys out of their own network): write 'a card an opponent controls' "
                                    "or 'a card'",
                                    collapse(subject_node.text)));
}

// `is destroyed by an ability` would check and never fire: the destroyer is a card.
void checker::by_a_card(const node& phrase, const std::string& pattern, const checked::expr_list& objects) {
  if (objects.empty() || !ends_text(pattern, " by _") || objects.back().o != op::select) return;
  const words::noun n = words::as<words::noun>(objects.back().word);
  if (n != words::noun::ability && n != words::noun::effect && !words::names_players(n)) return;
  if (same_text(pattern, "is targeted by _"))  // 001 Glossary TARGET: the objective "of an Ability or Event"
    error(phrase, fmt::format("'{}' after 'by' names no card, and what targets a card is a card (the event, the card "
                              "whose ability it is); write 'is targeted' for any, or a card ('by an event', 'by a card "
                              "an opponent controls')",
                              name_of(objects.back())));
  else
    error(phrase, fmt::format("'{}' after 'by' names no card, and what destroys a card is a card (the event, the card "
                              "whose ability it is, the attacker); write 'by an effect' for any card text, or a card "
                              "('by an event', 'by a character')",
                              name_of(objects.back())));
}

namespace {
// `an additional time each turn`: `each turn` says what a rule says anyway (grammar.hpp).
std::string_view without_each_turn(std::string_view word) {
  if (starts_text(word, "an additional ") && ends_text(word, " each turn")) word.remove_suffix(std::string_view(" each turn").size());
  return word;
}

// 001 Buy Phase and How to Buy a Card set no number of buys, 001 Divest Phase one sale: an
// additional buy would change nothing, an additional sale no phrase gives yet.
std::string extra_purchase_message(std::string_view pattern) {
  if (starts_text(pattern, "buy an additional card") || starts_text(pattern, "buys an additional card"))
    return "the books set no limit on how many cards a player buys (001 Buy Phase: \"The Buy Phase is when you buy "
           "and deploy cards from your hand, the open market, or even your opponent's network\"), so an additional "
           "buy would change nothing; a player's buys are limited only by money and traits";
  if (starts_text(pattern, "sell an additional card") || starts_text(pattern, "sells an additional card"))
    return "an additional sale (001 Divest Phase: \"you can only sell ONE card during the Divest Phase\") is no rule "
           "phrase yet";
  return {};
}

// The first reason the phrase `pattern` cannot be a rule whatever the rule table holds, or "".
std::string refused_rule_message(const syntax::node& phrase, std::string_view pattern, const checked::expr_list& objects) {
  if (std::string why = extra_purchase_message(pattern); !why.empty()) return why;
  if (std::string own = own_message(phrase, pattern); !own.empty()) return own;
  if (std::string zone = zone_owner_message(pattern); !zone.empty()) return zone;
  return counted_object_message(objects, pattern);
}

}  // namespace

std::string checker::phrase_pattern(const node& phrase, scope& s, checked::expr_list& objects) {
  std::string pattern;
  for (const node& part : phrase.children) {
    if (!pattern.empty()) pattern += ' ';
    if (part.k == kind::selection) {
      pattern += '_';
      objects.push_back(check_selection(part, s));
    } else if (part.k == kind::number || part.k == kind::money_term) {
      pattern += '#';
      objects.push_back({op::number, {}, number_value(part), {}, at(part)});
    } else if (part.k == kind::trait && !objects.empty() && objects.back().o == op::number && pattern.ends_with("# ")) {
      pattern.resize(pattern.size() - 2);  // `cost 1 BQ less`: the number before, and the trait: `$`
      pattern += '$';
      objects.push_back({op::trait_arg, intern_name(part.text), 0, {}, at(part), word(part, words::traits(), part.text, "trait")});
    } else if (part.k == kind::amount_param) {
      pattern += '#';  // `cost x M less`: a number or cost parameter of the keyword, its name before M
      syntax::node name = part;
      name.text = name.text.substr(0, name.text.find_first_of(" \t"));
      objects.push_back(check_amount(name, s));
    } else if (counted_money(part.k)) {
      pattern += '#';  // `cost the number of cards with #CONSUMER you control M less`
      objects.push_back(check_amount(part, s));
    } else if (part.k == kind::amount_per) {
      // `cost 1M less for each card with #BUILDING you control`: the amount before it, once per card.
      if (!pattern.empty()) pattern.pop_back();  // the space before it: the pattern reads on without it
      if (objects.empty() || (objects.back().o != op::number && objects.back().o != op::parameter)) {
        error(part, "'for each' counts the money of the phrase once per card ('cost 1M less for each card with "
                    "#BUILDING you control'), and no money comes before it here");
        continue;
      }
      expr per{op::per_each, {}, 0, {std::move(objects.back())}, at(part)};
      per.args.push_back(check_per_counted(part, s));  // cards, counters on them, events played, cards destroyed
      objects.back() = std::move(per);
    } else if (const checked::keyword_param* p = find_param(s, part.text);
               p && (p->kind == checked::param_kind::shape || p->kind == checked::param_kind::trait ||
                     p->kind == checked::param_kind::number || p->kind == checked::param_kind::money)) {
      // A keyword's shape or trait parameter (`attack areas of area using t`): '%' in the pattern;
      // its number or cost parameter (`cost x less`, `cost p more`): '#', as money.
      const bool money = p->kind == checked::param_kind::number || p->kind == checked::param_kind::money;
      pattern += money ? '#' : '%';
      objects.push_back({op::parameter, intern_name(part.text), 0, {}, at(part)});
      objects.back().ref = param_index(s, p);
    } else {
      std::string buffer;
      pattern += without_each_turn(collapsed(part.text, buffer));
    }
  }
  return pattern;
}

namespace {
// `a card in an opponent's hand`: the zone outside play a replacement's subject names, or null
// (blind design batch 48, d15: `instead of a card in an opponent's hand being put into an open
// market` checked clean and never applied).
const expr* zone_outside_play(const expr& subject) {
  for (const expr& part : subject.args)
    if (part.o == op::in_zone && !part.args.empty() && !part.args[0].args.empty() &&
        words::as<words::zone>(part.args[0].word) != words::zone::network)
      return &part;
  return nullptr;
}
}  // namespace

// `instead of SUBJECT being PHRASE [for the first time each turn]`: the trigger, value 1 once a
// turn (docs/rulings.md, The first time each turn).
expr checker::check_replacement(const node& n, scope& s) {
  const node &subject = n.children[0], &phrase = n.children[1];
  expr e;
  e.value = n.children.size() > 3 && n.children[2].k == kind::trigger_once ? 1 : 0;
  e.where = at(phrase);
  e.o = op::select;
  s.in_pattern = true;
  add_made(e.args, [&] { return check_selection(subject, s); });
  check_replacement_phrase(phrase, s, e);
  if (const expr* z = zone_outside_play(e.args[0]))
    error(subject, fmt::format("'{}': a replacement is offered for a card in play only (docs/vocabulary.md 5, "
                               "Replacements: destroyed, dealt damage or put into an open market from a network), "
                               "so this text would never apply",
                               render(*z)));
  return e;
}

// The event of a replacement (`destroyed by _`): e's text and ref, its objects after e.args[0];
// s.in_pattern is on while they are read (they are patterns, not targets) and off after.
void checker::check_replacement_phrase(const node& phrase, scope& s, expr& e) {
  checked::expr_list objects;
  s.in_pattern = true;
  std::string pattern = phrase_pattern(phrase, s, objects);
  s.in_pattern = false;
  by_an_effect(pattern, objects, replaceable_phrases);
  e.text = intern_name(pattern);
  if (std::find(replaceable_phrases.begin(), replaceable_phrases.end(), name_of(e)) == replaceable_phrases.end()) {
    std::string guess = same_meaning(name_of(e), replaceable_phrases);
    suggest(error(phrase, fmt::format("'{}' cannot be replaced{}{}", name_of(e), did_you_mean(guess),
                                      known_near(name_of(e), replaceable_phrases, "replaceable events", "Replacements"))),
            fill_pattern(guess, phrase));
  }
  const std::vector<std::string>& phrases = event_triggers::replacement_texts();
  if (const auto it = std::find(phrases.begin(), phrases.end(), name_of(e)); it != phrases.end())
    e.ref = static_cast<checked::phrase_id>(it - phrases.begin());
  by_a_card(phrase, name_of(e), objects);
  for (auto& o : objects) e.args.push_back(std::move(o));
}

namespace {
// docs/language.md "Synonyms" rule 1: a verb with or without its `s` is the same word, so a
// rule phrase written without it after a modal (`this can deal damage first`) is the phrase
// (`deals damage first`); "" when the phrase starts with an object.
std::string verb_with_s(const std::string& pattern) {
  const std::size_t space = pattern.find(' ');
  if (pattern.empty() || pattern[0] == '_') return {};
  if (space == std::string::npos) return pattern + "s";
  return pattern.substr(0, space) + "s" + pattern.substr(space);
}

// `cards each player buys from an open market cost 1M less` for the row `_ buy from an open
// market cost # less` (or the other way): the verb after a selection with or without its `s`
// is the same (docs/language.md: agreement is not checked; blind design batch 17, p23).
std::string verb_other_number(const std::string& pattern) {
  if (!pattern.starts_with("_ ")) return {};
  const std::size_t end = std::min(pattern.find(' ', 2), pattern.size());
  if (end <= 3) return {};
  if (pattern[end - 1] == 's') return pattern.substr(0, end - 1) + pattern.substr(end);
  return pattern.substr(0, end) + "s" + pattern.substr(end);
}
}  // namespace

// A rule about cards (`cannot attack`, `cannot be attacked`) asks its question of a card:
// players as its subject (`opponents cannot attack`) would fit no card and the rule would do
// nothing, so it is refused, naming the cards those players control (issue 27, p24). An
// effect's rule has its own message (check_restrict).
void checker::players_on_card_rule(const node& n, const expr& subject, const std::string& pattern, std::uint8_t entry,
                                   const std::string& modal, const node& phrase) {
  const rule_table::side side = rule_table::all()[entry].subject;
  if (rule_table::about_players(side) || side == rule_table::side::none || !names_players(subject)) return;
  const std::string said = (modal.empty() ? "" : modal + " ") + collapse(phrase.text);
  error(n.children[0],
        fmt::format("'{}' is a rule about cards, and '{}' names players, so no card would fit it; name the cards "
                    "those players control, such as 'characters an opponent controls {}' or 'cards you control {}'",
                    pattern, collapse(n.children[0].text), said, said));
}

namespace {

// `rule: equipment cards you buy cost 1M less` (blind design batch 34): a card type before
// `cards` is read as a selection of its own and `cards you buy` as a second; the type's
// noun names the cards (`equipment you buy`). The noun, or nothing.
std::optional<std::string_view> type_noun_before_cards(std::string_view subject, std::string_view phrase) {
  static constexpr std::pair<std::string_view, std::string_view> nouns[] = {
      {"character", "characters"}, {"event", "events"}, {"location", "locations"}, {"equipment", "equipment"}};
  if (!phrase.starts_with("cards ")) return std::nullopt;
  for (const auto& [type, noun] : nouns)
    if (subject == type) return noun;
  return std::nullopt;
}

// What an unknown rule's message adds for phrases authors reach for: the forms that exist,
// each that applies.
std::string unknown_rule_hint(const std::string& pattern, std::string_view modal) {
  std::string out;
  // `abilities you activate cost 1M less`: whose abilities is a selection of cards.
  if (pattern.starts_with("_ activate") || pattern.starts_with("_ activates"))
    out += "; an activation cost names whose abilities: 'abilities of cards you control cost 1M less to activate'";
  // `cards you redeploy cost 1M less`: 001 Glossary REDEPLOY names no payment.
  if (pattern.find("redeploy") != std::string::npos && pattern.find(" cost") != std::string::npos)
    out += "; redeploying pays no costs, so no rule changes them (docs/rulings.md, Redeploy and unbond)";
  // `this cannot be attacked as long as this is engaged` (issue 27, blind design batch 16, P20).
  // `this cant be blocked`, `this can not be blocked` (blind design batch 17's near misses):
  // the modal is one word, and the rest a rule the table has.
  for (const std::string_view wrote : {"cant ", "not "})
    if (pattern.starts_with(wrote) && rule_table::find(pattern.substr(wrote.size())))
      out += wrote == "cant " ? "; write 'cannot' for 'cant'"
             : modal == "can" ? "; 'cannot' is one word"
                              : fmt::format("; write 'cannot' for '{}{}not'", modal, modal.empty() ? "" : " ");
  // `costs # less to play if _ was destroyed` (blind design batch 55, d14), `attack unless _
  // have ...` (d10): the rule before the word is known, and a rule's condition is `while`.
  for (const std::string_view word : {" if ", " unless "})
    if (const std::size_t at = pattern.find(word);
        at != std::string::npos && !pattern.ends_with(" if able") && rule_table::find(pattern.substr(0, at)))
      out += word == " if " ? "; a rule lasts, and its condition is 'while', not 'if', which decides an effect once "
                              "('rule: this costs 1M less to play while you control a character')"
                            : "; a rule lasts, and its condition is 'while', followed by when the rule holds, not "
                              "'unless' ('rule: this cannot attack while you have 0 BQ in your trait pool')";
  // `must attack this if able` (blind design batch 25, d11): `must` already means it.
  // `must attack each turn if able` (blind design batch 34, d07): a rule holds in every turn,
  // so `each turn` goes too; the rule left is named when the table has it.
  if (modal == "must" && (pattern.ends_with(" if able") || pattern.ends_with(" each turn") || pattern.ends_with(" every turn"))) {
    std::string rest(pattern);
    const bool if_able = rest.ends_with(" if able");
    if (if_able) rest.resize(rest.size() - std::string_view(" if able").size());
    bool every = false;
    for (const std::string_view turn : {" each turn", " every turn"})
      if (rest.ends_with(turn)) rest.resize(rest.size() - turn.size()), every = true;
    if (if_able)
      out += "; 'must' already means 'if able': an obligation is kept whenever it can be (docs/rulings.md, Must)";
    if (every) out += "; a rule holds in every turn";
    if (rule_table::find(rest)) out += fmt::format("; write 'must {}'", rest);
    else if (if_able) out += "; drop 'if able'";
  }
  // `this blocks each turn if able` (Magic's words; blind design batch 45, d02): no modal, an
  // obligation's words: `must block`.
  if (modal.empty() && pattern.ends_with(" if able"))
    for (const std::string_view verb : {"attacks", "blocks"})
      if (pattern.starts_with(verb))
        out += fmt::format("; an obligation is written with 'must', kept whenever it can be, in every turn "
                           "(docs/rulings.md, Must): write 'must {}'",
                           verb.substr(0, verb.size() - 1));
  // `cannot attack or block until end of turn` (blind design batches 25 and 26): one rule a
  // statement; an effect gives the second with `they` (`..., they cannot block until end of turn`).
  if (const std::size_t o = pattern.find(" or "); o != std::string::npos &&
      rule_table::find(pattern.substr(0, o)) && rule_table::find(pattern.substr(o + 4)))
    out += fmt::format("; one rule a statement: '{0} {1}', then '{0} {2}' (an effect: '..., they {0} {2} until end of "
                       "turn'; a card: a second 'rule:' line)",
                       modal.empty() ? std::string("cannot") : std::string(modal), pattern.substr(0, o), pattern.substr(o + 4));
  if (pattern.find(" as long as ") != std::string::npos)
    out += "; a rule holds 'while' a condition does: write 'while' for 'as long as' ('rule: this cannot be "
           "attacked while this is engaged')";
  // `each opponent cannot buy cards from your network` (blind batch 24): one player's zone is
  // in the selection; `from an open market` is the one place a rule names.
  if (pattern.starts_with("buy _ from ") && pattern != "buy _ from an open market")
    out += "; where the cards are is in the selection, 'buy cards in your network' (any player's open market: 'buy "
           "cards from an open market')";
  // `cards your opponents buy from your open market cost 2M more` (blind design batch 29, d09):
  // `from an open market`, the phrase nearest, is any player's; one player's is in the selection.
  if (pattern.find("buy from your open market") != std::string::npos || pattern.find("buys from your open market") != std::string::npos)
    out += "; the cards of one open market are named in the selection: 'cards in your open market an opponent buys "
           "cost 2M more' ('from an open market' is any player's, their own too)";
  // `locations your opponents buy cost 2M more` (blind design batch 18, D09): the players are
  // named alone, `your` being read as a word of the rule.
  // `abilities of cards your opponents control cost 1M more to activate` (blind design batch 20, p03).
  // `cards your opponents control cost 1M more upkeep` (blind design batch 23, d13): the same.
  if (pattern.find("your _ control") != std::string::npos)
    out += "; write 'an opponent controls' for 'your opponents control' (players are named without 'your')";
  else if (pattern.starts_with("your _"))
    out += "; players are named without 'your': 'opponents', 'each opponent' or 'an opponent' ('locations "
           "opponents buy cost 2M more')";
  return out;
}

}  // namespace

// A rule phrase no entry of the table spells: the message, its hint and fix.
void checker::unknown_rule(const node& subject, const node& phrase, const std::string& pattern, std::string_view modal) {
  if (const auto noun = type_noun_before_cards(collapse(subject.text), phrase.text)) {
    const span from = at(subject);
    suggest(diags_.error(span{from.file, from.begin, at(phrase).begin + 5},
                         fmt::format("'{} cards' names the cards twice: a card type is its cards' noun; did you "
                                     "mean '{}'?",
                                     collapse(subject.text), *noun)),
            std::string(*noun));
    return;
  }
  std::string guess = same_meaning(pattern, rule_phrases);  // rule_phrases are the table's texts
  // `this costs 2M less`: a card's own cost is to buy it, an event's to play it (001 Buy
  // Phase; 001 Advanced Rules).
  const char* own_cost = rule_card_ && rule_card_->types && rule_card_->is(checked::event) ? " to play" : " to buy";
  if (guess.empty() && rule_table::find(pattern + own_cost)) guess = pattern + own_cost;
  suggest(error(phrase, fmt::format("unknown rule '{}'{}{}{}", pattern, did_you_mean(guess), unknown_rule_hint(pattern, modal),
                                    known_near(pattern, rule_phrases, "rules a card can change",
                                               "Rule queries and rule numbers"))),
          fill_pattern(guess, phrase));
}

expr checker::check_rule(const node& n, scope& s) {
  // A `rule:` line, or the rule an effect gives (`target character cannot attack until end
  // of turn`): the same parts, a subject, a modal, a phrase and a duration.
  if (n.k != kind::rule_permission && n.k != kind::stmt_restrict) return check_statement(n, s);
  expr e;
  e.o = op::select;
  e.where = at(n);
  add_made(e.args, [&] { return check_selection(n.children[0], s); });
  if (!e.args.empty() && e.args[0].o != op::this_card) {
    s.rule_subject = &n.children[0];
    s.rule_subject_one = e.args[0].o == op::player_ref;
  }
  std::string modal;
  std::size_t i = 1;
  if (n.children[i].k == kind::modal) modal = collapse(n.children[i++].text);
  checked::expr_list objects;
  std::string pattern = phrase_pattern(n.children[i++], s, objects);
  abilities_in_phrase(pattern, objects);
  std::string written = counts_in_phrase(pattern, objects, at(n.children[i - 1]));  // when not the pattern
  if (written.empty()) written = blockers_in_phrase(pattern, objects, modal);
  std::optional<std::uint8_t> entry = rule_table::find(pattern);
  if (!entry) {  // `this can deal damage first`: `deals damage first`, printed as written
    for (std::string other : {verb_with_s(pattern), verb_other_number(pattern)})
      if (!entry && !other.empty() && (entry = rule_table::find(other))) {
        if (written.empty()) written = pattern;
        pattern = std::move(other);
      }
  }
  if (const std::string why = refused_rule_message(n.children[i - 1], pattern, objects); !why.empty()) {
    error(n.children[i - 1], why);
  } else if (!entry) {
    unknown_rule(n.children[0], n.children[i - 1], pattern, modal);
  }
  if (entry) {
    e.ref = rule_table::row_of(*entry, rule_table::modal_of(modal));
    warn_idle_permission(n, *entry, modal, n.children[i - 1]);
    // A rule about players (`each opponent cannot play events`) has players as its subject.
    if (rule_table::about_players(rule_table::all()[*entry].subject) && !names_players(e.args[0]))
      error(n.children[0], fmt::format("'{}' is a rule about players: its subject is the players it forbids, such as "
                                       "'each opponent cannot play events' or 'each opponent cannot buy cards in your "
                                       "network'",
                                       pattern));
    if (n.k == kind::rule_permission)
      players_on_card_rule(n, e.args[0], pattern, *entry, modal, n.children[i - 1]);
    // `cannot be targeted by opponents`: the other side is a card (the one that targets,
    // attacks, blocks), and no card fits a selection of players (blind design batch 30, T6).
    if (rule_table::all()[*entry].object == rule_table::side::other && !objects.empty() && names_players(objects[0]))
      error(n.children[i - 1], fmt::format("'{}' names players, and the other side of '{}' is a card (the card that "
                                           "targets, attacks or blocks: an event, a character), so no card would fit "
                                           "it; name the cards those players control ('by cards an opponent controls', "
                                           "'by events an opponent controls')",
                                           name_of(objects[0]), pattern));
    const engine::rule_number number = rule_table::all()[*entry].number;
    if ((number == engine::rule_number::buy_cost_change || number == engine::rule_number::buy_iq_cost_change) &&
        names_events(e.args[0]))
      error(n.children[0], "events are played, not bought (001 Advanced Rules): a buy cost rule on events changes "
                           "nothing; say what playing them costs ('events you play cost 1M less')");
    const bool play = number == engine::rule_number::play_cost_change || number == engine::rule_number::play_iq_cost_change;
    const bool buy_or_play = number == engine::rule_number::buy_cost_change || play ||
                             number == engine::rule_number::upkeep_cost_change ||
                             number == engine::rule_number::unbond_cost_change;
    if ((number == engine::rule_number::activate_cost_change && !names_abilities(e.args[0])) ||
        (buy_or_play && names_abilities(e.args[0])))
      error(n.children[0], "an ability is activated, not bought, played, kept or unbonded, and only an ability is: "
                           "'abilities of cards you control cost 1M less to activate' (001 Advanced Rules)");
    if (play && names_other_than_events(e.args[0]))
      error(n.children[0], "only events are played; other cards are bought (001 Buy Phase): say what buying them "
                           "costs ('cards you buy cost 1M less')");
  }
  const std::string& shown = written.empty() ? pattern : written;
  e.text = modal.empty() ? intern_name(shown) : intern_name(modal + " " + shown);
  for (auto& o : objects) e.args.push_back(std::move(o));
  // `... if a character was destroyed this turn`: the clause's `this turn` read as the rule's
  // duration; the unknown rule's hint names the fix (unknown_rule_hint), and no second error.
  const bool if_clause = !entry && (pattern.find(" if ") != std::string::npos || pattern.find(" unless ") != std::string::npos);
  if (i < n.children.size() && !if_clause) add_made(e.args, [&] { return check_own_duration(n.children[i], s, e.args[0]); });
  else if (shared_duration_ && n.k == kind::stmt_restrict)  // `gets +1 BQ and cannot block until end of turn`
    add_made(e.args, [&] { return check_own_duration(*shared_duration_, s, e.args[0]); });
  return e;
}

// `can PHRASE` of what the rules allow already (`can block`): a restriction outweighs it, so
// it changes nothing (docs/rulings.md, Can and cannot; blind design batch 59, d17).
void checker::warn_idle_permission(const node& n, std::uint8_t entry, const std::string& modal, const node& phrase) {
  if (!rule_table::permission_changes_nothing(rule_table::all()[entry], rule_table::modal_of(modal))) return;
  diags_.warning(at(n.children[1]), fmt::format("'can {}' changes nothing: the rules allow it unless a rule says "
                                                "'cannot', and a 'cannot' outweighs a 'can' whatever the order of "
                                                "the cards (docs/rulings.md, Can and cannot; under variant "
                                                "latest-rule-decides the later rule decides)",
                                                collapse(phrase.text)));
}

// 001 Advanced Rules: an activated ability may be limited to a turn, a phase or a condition
// ("Activate only during your buy phase"); text_behaviour::can_pay asks it before the costs.
// `activate only during your turn`, `while CONDITION`, `once each turn` (value: the
// activations a turn allows; 0: any), or both (`once each turn and only while ...`).
expr checker::check_activation_limit(const node& n, const scope& s) {
  expr e{op::while_condition, {}, 0, {}, at(n)};
  std::size_t i = 0, end = n.children.size();
  if (!n.children.empty() && n.children[0].k == kind::activation_count)
    e.value = collapse(n.children[i++].text) == "once" ? 1 : 2;
  else if (end > 0 && n.children[end - 1].k == kind::activation_count)  // `during ... and only once each turn`
    e.value = collapse(n.children[--end].text) == "once" ? 1 : 2;
  if (end - i == 2) {
    e.args.push_back(check_period(n, n.children[i], n.children[i + 1]));
  } else if (end - i == 1) {
    scope inner = s;
    inner.in_while = true;
    e.args.push_back(check_condition(n.children[i], inner));
  }
  return e;
}

}  // namespace megacorp
