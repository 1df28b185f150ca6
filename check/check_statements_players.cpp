// Checking the statements about players and lasting changes: cards drawn, money, traits
// produced, winning and losing, trait and valuation modifiers, keywords gained and lost,
// counters (statement_checks.hpp).
#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "check/statement_checks.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "ir/render.hpp"
#include "vocabulary/rule_table.hpp"
#include "vocabulary/vocabulary.hpp"
#include "vocabulary/words.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;

using megacorp::vocabulary::counter_kinds;

void checker::statements::check_draw(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::draw;
  add_made(e.args, [&] { return c.check_amount(n.children[0], s); });
  if (n.children.size() > 1 && n.children[1].k == kind::amount_per) e.args.back() = per_each(c, n.children[1], std::move(e.args.back()), s);
}

expr checker::statements::money_amount(checker& c, const node& m, const scope& s) {
  if (m.k == kind::money_term) return {op::number, {}, c.number_value(m), {}, c.at(m)};
  return c.check_amount(m, s);
}

void checker::statements::check_money(checker& c, const node& n, scope& s, expr& e) {
  const std::string_view verb = n.children[0].text;
  e.o = verb.rfind("gain", 0) == 0 ? op::gain_money : verb.rfind("lose", 0) == 0 ? op::lose_money : op::pay_money;
  const node& m = n.children[1];
  // `pay 1M + 1BQ` (the grammar's only cost here): the traits come out of the trait pool (001 Buy Phase).
  e.args.push_back(m.k == kind::cost ? c.cost_value(m) : money_amount(c, m, s));
  // `pay 1M for each character you control`: as `pay the number of characters you control M`,
  // in an effect and as a cost (checked, paid and asked whether it can be paid alike).
  if (n.children.size() > 2) e.args.back() = per_each(c, n.children[2], std::move(e.args.back()), s);
}

// `AMOUNT for each SEL` (amount_per): the amount once per card that fits, or per counter.
expr checker::statements::per_each(checker& c, const node& per_node, expr amount, const scope& s) {
  expr per{op::per_each, {}, 0, {std::move(amount)}, c.at(per_node)};
  // Part of the amount: `it` there is the statement's own target, as in `the number of SEL`
  // (design batch 46, d17: `gets +1 BQ for each card bonded to it` found no `it`).
  const deeper in_amount(c.amount_depth_);
  per.args.push_back(c.check_per_counted(per_node, s));  // cards, `development counters on SEL`, events played, cards destroyed
  return per;
}

// `take MONEY [for each SEL] from PLAYERS` and `give ... to PLAYERS`: args[0] the amount,
// args[1] the players; the `for each` wraps the amount as in `gain 1M for each`.
void checker::statements::transfer(checker& c, const node& n, scope& s, expr& e) {
  e.args.push_back(money_amount(c, n.children[0], s));
  if (n.children[1].k == kind::amount_per) e.args.back() = per_each(c, n.children[1], std::move(e.args.back()), s);
  e.args.push_back(sel(c, n, n.children.size() - 1, s));
}

void checker::statements::check_take(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::take_money;
  transfer(c, n, s, e);
  if (!names_players(e.args.back()))
    c.error(n.children.back(), "money is taken from players: write 'take 2M from an opponent', '... from target player' or, for the player named before, '... from that player'");
}

// 001 Resources: money moves between players; `give` is `take` the other way.
void checker::statements::check_give(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::give_money;
  transfer(c, n, s, e);
  if (!names_players(e.args.back()))
    c.error(n.children.back(), "money is given to players: write 'give 2M to target opponent' or '... to each opponent'");
}

void checker::statements::check_produce(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::produce;
  add_made(e.args, [&] { return c.check_amount(n.children[0], s); });
  if (n.children.size() > 2) e.args.back() = per_each(c, n.children[2], std::move(e.args.back()), s);
  e.text = intern_name(n.children[1].text);
}

// `take [up to] N TRAIT [for each SEL] from PLAYERS`: args[0] the amount, args[1] the players;
// text the trait, as `produce`'s.
void checker::statements::check_take_traits(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::take_traits;
  add_made(e.args, [&] { return c.check_amount(n.children[0], s); });
  e.text = intern_name(n.children[1].text);
  if (n.children[2].k == kind::amount_per) e.args.back() = per_each(c, n.children[2], std::move(e.args.back()), s);
  e.args.push_back(sel(c, n, n.children.size() - 1, s));
  if (!names_players(e.args.back()))
    c.error(n.children.back(), "traits are taken from players' trait pools: write 'take 2 BQ from target opponent' or "
                               "'... from each opponent'");
}

void checker::statements::check_win(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::win_game;
  e.args.push_back(sel(c, n, 0, s));
}

void checker::statements::check_lose_game(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::lose_game;
  e.args.push_back(sel(c, n, 0, s));
}

void checker::statements::lasting(checker& c, const node& n, std::size_t i, const scope& s, expr& e) {
  if (n.children.size() > i) add_made(e.args, [&] { return c.check_own_duration(n.children[i], s, e.args[0]); });
  else if (c.shared_duration_) add_made(e.args, [&] { return c.check_own_duration(*c.shared_duration_, s, e.args[0]); });
  else if (!s.in_rule)
    c.error(n, "say how long it lasts: 'until end of turn' or 'while ...' (a lasting change belongs in a 'rule:')");
}

// `SEL gets +N TRAIT` / `... +N valuation`, perhaps `for each SEL`, then how long it lasts.
void checker::statements::check_modify(checker& c, const node& n, scope& s, expr& e) {
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "gets", s);
  if (s.in_rule && e.args[0].o != op::this_card)  // for `it` in its `while` (selections::rule_it)
    s.rule_subject = &n.children[0], s.rule_subject_one = e.args[0].o == op::player_ref;
  const bool minus = n.children[1].text == "-";
  // `rule: characters you control get +1 BQ for each development counter on it`: in a rule
  // over a filter, or over one card other than this (`the card this is bonded to`, blind
  // design batch 35, d12), `it` in the amount is each card the rule changes
  // (docs/rulings.md, Each its own). Over `this`, `it` is 'this' (check_selections).
  scope each = s;
  if (s.in_rule && e.args[0].o != op::this_card)
    each.bound = each.it_in_play = true, each.it_annihilated = each.it_in_zone = each.it_bonded = false;
  expr amount = c.check_amount(n.children[2], each);
  std::size_t next = 4;
  if (n.children.size() > next && n.children[next].k == kind::amount_per) amount = per_each(c, n.children[next++], std::move(amount), each);
  if (minus) amount = expr{op::negate, {}, 0, {std::move(amount)}, amount.where};
  e.args.push_back(std::move(amount));
  const node& what = n.children[3];
  e.o = what.k == kind::trait ? op::modify_trait : op::modify_valuation;
  e.text = intern_name(what.k == kind::trait ? std::string(what.text) : "valuation");
  checked::expr_list more;  // `and +1 IQ`: each a change of its own, without subject or duration
  for (; n.children.size() > next + 2 && n.children[next].k == kind::sign; next += 3) more.push_back(more_modify(c, n, next, s));
  lasting(c, n, next, s, e);
  conjoined(c, n, s, e, std::move(more));
}

// `and +1 IQ` after `gets +1 BQ`: the sign, amount and trait (or valuation) at `i`.
expr checker::statements::more_modify(checker& c, const node& n, std::size_t i, scope& s) {
  expr amount = c.check_amount(n.children[i + 1], s);
  if (n.children[i].text == "-") amount = expr{op::negate, {}, 0, {std::move(amount)}, amount.where};
  const node& what = n.children[i + 2];
  const bool trait = what.k == kind::trait;
  return {trait ? op::modify_trait : op::modify_valuation, intern_name(trait ? std::string(what.text) : "valuation"), 0,
          {std::move(amount)}, c.at(n.children[i])};
}

// The further parts of `gets +1 BQ and +1 IQ`, `gains A and B`, `loses A and B`: one
// statement, so one subject (one target, chosen once) and one duration; kept after the
// duration (args[2], where run/durations.cpp reads it), each run on the same cards. A
// `rule:` line reads one change (run/text_rules.cpp): there, a line for each.
void checker::statements::conjoined(checker& c, const node& n, const scope& s, expr& e, checked::expr_list more) {
  if (more.empty()) return;
  if (s.in_rule)
    c.error(n, "a 'rule:' line gives one change; write a line for each ('rule: this gets +1 BQ', 'rule: this gets +1 "
               "IQ')");
  for (expr& m : more) e.args.push_back(std::move(m));
}

void checker::statements::check_grant(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::grant_keyword;
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "gains", s);
  checked::keyword_use use;
  c.check_keyword_use(n.children[1], use, s);
  expr k{op::with_keyword, intern_name(use.def ? use.def->name : normalize_keyword(n.children[1].children[0].text)), 0,
         std::move(use.args), c.at(n.children[1])};
  if (use.def) k.ref = use.def->id;
  e.args.push_back(std::move(k));
  std::size_t next = 2;
  checked::expr_list more;  // `and PRECISION`: a keyword without arguments (only the first is numbered with its arguments)
  for (; next < n.children.size() && n.children[next].k == kind::keyword_use; ++next) {
    const node& u = n.children[next];
    if (u.children.size() > 1)
      c.error(u, "a keyword with arguments is gained in a statement of its own, or first: 'gains CASHFLOW 2 and UNIQUE'");
    more.push_back(more_keyword(c, u.children[0]));
  }
  lasting(c, n, next, s, e);
  conjoined(c, n, s, e, std::move(more));
  unheard_triggers(c, e);
}

namespace {
// Whether the cards a selection names are the acting player's only: `this`, `... you control`
// (a filter of the selection itself, not of a card it is compared with).
bool names_own_cards(const expr& sel) {
  if (sel.o == op::this_card) return true;
  return std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
    return f.o == op::controlled_by && words::as<words::controller>(f.word) == words::controller::you;
  });
}

// Why a triggered ability waiting for a turn to begin cannot fire while a gift of the given
// duration lasts, or null when it can. docs/rulings.md, "Restrictions given by an effect;
// until end of phase, until your next turn": `until end of turn` and `until end of phase`
// end within the turn, before any turn begins; `until your next turn` "ends as that player's
// next turn begins, before its Accounting Phase's texts", so a card of the acting player's
// never hears its own turn begin with the gift.
const char* never_heard(const checked::ability& a, op duration, bool own_cards) {
  if (a.kind != checked::ability_kind::triggered) return nullptr;
  const checked::step_trigger* t = std::get_if<checked::step_trigger>(&a.trigger.ref);
  if (!t || !t->begins || t->step != engine::turn_step::turn) return nullptr;
  if (duration == op::until_end_of_turn || duration == op::until_end_of_phase || duration == op::until_end_of_combat)
    return "the gift ends with this turn, before any turn begins";
  if (duration == op::until_next_turn && own_cards && t->owner == checked::step_owner::yours)
    return "the cards gaining it are yours, and the gift ends as your next turn begins, before that turn's texts "
           "(docs/rulings.md, Until your next turn)";
  return nullptr;
}
}  // namespace

// `this gains WATCHFUL until your next turn`, WATCHFUL's only text `when your turn begins: ...`:
// checks and never fires. Warned for each keyword given (args[1], and those after the duration).
void checker::statements::unheard_triggers(checker& c, const expr& e) {
  if (e.args.size() < 3 || !checked::is_duration(e.args[2].o)) return;
  const bool own = names_own_cards(e.args[0]);
  for (std::size_t i = 1; i < e.args.size(); ++i) {
    const expr& k = e.args[i];
    const checked::keyword_id* id = std::get_if<checked::keyword_id>(&k.ref);
    if (k.o != op::with_keyword || !id) continue;
    for (const checked::ability& a : c.lib_.keywords()[static_cast<std::size_t>(*id)]->abilities)
      if (const char* why = never_heard(a, e.args[2].o, own))
        c.diags_.warning(k.where, fmt::format("{} gained {} never fires its trigger 'when {}': {}; write the effect as a delayed one "
                                              "('at the start of your next turn, ...') or give it longer",
                                              name_of(k), render(e.args[2]), render(a.trigger), why));
  }
}

// `and PRECISION` after `gains FLYING` or `loses FLYING`: the keyword, which must exist.
expr checker::statements::more_keyword(checker& c, const node& name_node) {
  const std::string name = normalize_keyword(name_node.text);
  const checked::keyword* k = c.lib_.find_keyword(name);
  if (!k) c.unknown_keyword(name_node, name);
  expr m{op::with_keyword, intern_name(name), 0, {}, c.at(name_node)};
  if (k) m.ref = k->id;
  return m;
}

void checker::statements::check_remove_keyword(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::remove_keyword;
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "loses", s);
  if (n.children[1].k == kind::word) {  // `loses all keywords`: those it has as the effect runs
    if (s.in_rule)
      c.error(n.children[1], "'loses all keywords' is an effect's, for a while ('target character loses all keywords "
                             "until end of turn'): it takes the keywords the card has as it runs; a rule names the "
                             "keywords it takes ('this loses NAME and NAME while this is engaged', each a keyword's name)");
    expr all{op::with_keyword, intern_name("all keywords"), 0, {}, c.at(n.children[1])};
    all.ref = checked::manner::all;
    e.args.push_back(std::move(all));
    lasting(c, n, 2, s, e);
    return;
  }
  std::string name = normalize_keyword(n.children[1].text);
  const checked::keyword* k = c.lib_.find_keyword(name);
  if (!k) c.unknown_keyword(n.children[1], name);
  e.args.push_back({op::with_keyword, intern_name(name), 0, {}, c.at(n.children[1])});
  if (k) e.args.back().ref = k->id;
  std::size_t next = 2;
  checked::expr_list more;
  for (; next < n.children.size() && n.children[next].k == kind::upper_name; ++next) more.push_back(more_keyword(c, n.children[next]));
  lasting(c, n, next, s, e);
  conjoined(c, n, s, e, std::move(more));
}

namespace {
// A word of this text's side inside the rule an effect gives a card (`this`, `it`, `them`,
// `you`, `its controller`, `cards you control`), or null. The rule is read as the receiving
// card's own (docs/rulings.md, Restrictions given by an effect), where those words would
// name that card's side, not the side of the text that gave it; `players` (a rule given to
// players): only `it` and `them`, which name nothing when the rule is read.
const expr* giver_word(const expr& e, bool players) {
  const bool card_side = e.o == op::this_card || e.o == op::you ||
                         (e.o == op::player_ref && words::as<words::pronoun>(e.word) != words::pronoun::giver) ||
                         (e.o == op::controlled_by && (words::as<words::controller>(e.word) == words::controller::you ||
                                                       words::as<words::controller>(e.word) == words::controller::its_controller ||
                                                       words::as<words::controller>(e.word) == words::controller::they));
  if (e.o == op::bound || (!players && card_side)) return &e;
  for (const expr& a : e.args)
    if (const expr* found = giver_word(a, players)) return found;
  return nullptr;
}

// The object and qualifiers of a given rule (its subject, args[0], is the receiver itself).
const expr* giver_word_in(const expr& rule, bool players) {
  for (std::size_t i = 1; i < rule.args.size(); ++i)
    if (const expr* w = giver_word(rule.args[i], players)) return w;
  return nullptr;
}

// `this` in the object of a rule given to cards (`must attack this`): the card whose text
// gives it, read from the grant as the rule is read (words::pronoun::giver).
void name_the_giver(expr& e) {
  if (e.o == op::this_card && e.args.empty()) {
    e.o = op::player_ref;
    e.word = static_cast<std::uint8_t>(words::pronoun::giver);
    return;
  }
  for (expr& a : e.args) name_the_giver(a);
}

std::string giver_word_message(const expr& w, bool players) {
  return fmt::format("the rule an effect gives is read later as {}, where '{}' would not name what it names in this "
                     "text; not supported yet: name the cards without it ('cards an opponent controls', 'cards with #TAG')",
                     players ? "each player's own rule" : "the receiving card's own rule", render(w));
}
}  // namespace

// `target character cannot attack until end of turn`: the rule `this cannot attack`, given
// to the cards the selection names as the effect runs, for the duration (docs/rulings.md,
// Restrictions given by an effect). Checked as a `rule:` line is.
void checker::statements::check_restrict(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::grant_rule;
  expr rule = c.check_rule(n, s);
  expr duration;
  const bool timed = !rule.args.empty() && checked::is_duration(rule.args.back().o);
  if (timed) {
    duration = std::move(rule.args.back());
    rule.args.pop_back();
  }
  const rule_table::form f = rule_table::decode(rule.ref);
  if (n.children.size() < 2 || n.children[1].k != kind::modal) {  // `cards you buy cost 1M less until end of turn`
    timed_cost_change(c, n, rule, f, duration);
    e.args.push_back({op::you, intern_name("you"), 0, {}, c.at(n)});
    e.args.push_back(std::move(rule));
    e.args.push_back(std::move(duration));
    return;
  }
  expr cards = rule.args.empty() ? expr{} : std::move(rule.args[0]);
  if (f.e && rule_table::about_players(f.e->subject)) {
    if (const expr* w = giver_word_in(rule, true)) c.diags_.error(w->where, giver_word_message(*w, true));
    restrict_players(c, n, rule, cards, duration);
    e.args.push_back(std::move(cards));
    e.args.push_back(std::move(rule));
    if (timed) e.args.push_back(std::move(duration));
    return;
  }
  std::string buffer;
  const std::string_view verb = collapsed(n.children[1].text, buffer);
  const bool told = they_as_cards(c, n.children[0], cards, verb, s);  // `..., they cannot block until end of turn`
  // an unknown rule has its message already; a player's attacks are `cannot attack with SEL`
  const bool attacks = f.e && f.e->query == engine::rule_query::can_attack;
  if (f.e && names_players(cards) && !told)
    c.error(n.children[0], fmt::format("an effect gives a rule to cards in play, and this names players; a player is the "
                                       "subject only of a rule about players, such as 'cannot play events'{} "
                                       "(docs/vocabulary.md 4)",
                                       attacks ? " or, for their attacks, 'cannot attack with characters'" : ""));
  in_play_only(c, n, 0, cards, verb, s);
  for (std::size_t i = 1; i < rule.args.size(); ++i) name_the_giver(rule.args[i]);
  if (const expr* w = giver_word_in(rule, false)) c.diags_.error(w->where, giver_word_message(*w, false));
  for (std::size_t i = 1; i < rule.args.size(); ++i)
    if (targeted(rule.args[i]))
      c.diags_.error(rule.args[i].where, "the rule an effect gives is read as the card's own rule, which has no target; "
                                  "target the cards the rule is given to ('target character cannot block ...')");
  if (!rule.args.empty()) rule.args[0] = expr{op::this_card, intern_name("this"), 0, {}, cards.where};
  e.args.push_back(std::move(cards));
  e.args.push_back(std::move(rule));
  if (timed) e.args.push_back(std::move(duration));
  else c.error(n, "say how long it lasts: 'until end of turn', 'until end of phase', 'until your next turn' or "
                  "'while ...' (a lasting rule belongs in a 'rule:')");
}

// `each opponent cannot play events until end of turn`: a rule about players, given to each
// player the selection names as the effect runs, and read with `that player` as its subject
// (docs/rulings.md, Rules given to players). The subject is checked by check_rule; the
// duration names no card, as a player has no controller and is never out of play.
void checker::statements::restrict_players(checker& c, const node& n, expr& rule, const expr& players, const expr& duration) {
  if (duration.o == op::while_condition || duration.o == op::until_controller_accounting)
    c.error(n, "a rule given to players lasts 'until end of turn', 'until end of phase', 'until your next turn' or "
               "'until the end of your next turn'");
  if (duration.o == op::nothing)
    c.error(n, "say how long it lasts: 'until end of turn', 'until end of phase', 'until your next turn' or 'until the "
               "end of your next turn' (a lasting rule belongs in a 'rule:')");
  if (rule.args.empty()) return;
  expr that{op::player_ref, intern_name("that player"), 0, {}, players.where};
  that.word = static_cast<std::uint8_t>(words::pronoun::acting);
  rule.args[0] = std::move(that);
}

// `cards you buy cost 1M less until end of turn`, `events you play cost 1 IQ less this turn`: a
// cost change for a while, read as a rule of the player whose effect gives it (`you` is that
// player), whatever card is bought or played (docs/rulings.md, Cost changes for a while). A
// phrase with no modal gives nothing else: other rules an effect gives take one.
void checker::statements::timed_cost_change(checker& c, const node& n, const expr& rule, const rule_table::form& f,
                                            const expr& duration) {
  if (!f.e) return;  // an unknown rule: check_rule said so
  if (!rule_table::changes_cost(*f.e)) {
    c.error(n, fmt::format("'{}': with no modal, only a cost change is given for a while ('cards you buy cost 1M less "
                           "until end of turn'); another rule an effect gives takes one ('target character cannot "
                           "block until end of turn', docs/vocabulary.md 6), or belongs in a 'rule:' line",
                           name_of(rule)));
    return;
  }
  if (!rule.args.empty() && rule.args[0].o == op::this_card)
    c.error(n.children[0], "a cost change an effect gives names the cards it changes ('cards you buy', 'events you "
                           "play'): 'this' would be the card whose text gives it");
  for (std::size_t i = 1; i < rule.args.size(); ++i)
    if (targeted(rule.args[i]))
      c.diags_.error(rule.args[i].where, "a cost change an effect gives is read whenever a card is paid for, with no "
                                         "target: name the players ('cards you buy', 'cards each opponent buys')");
  if (duration.o == op::while_condition || duration.o == op::until_controller_accounting)
    c.error(n, "a cost change an effect gives lasts 'until end of turn', 'this turn', 'until end of phase' or 'until "
               "your next turn'");
}

void checker::statements::check_counters(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::add_counters;
  if (n.children[0].k == kind::determiner)  // `add a development counter`: one
    e.args.push_back({op::number, {}, 1, {}, c.at(n.children[0])});
  else
    add_made(e.args, [&] { return c.check_amount(n.children[0], s); });
  counter_kind(c, n.children[1], e);
  e.args.push_back(sel(c, n, 2, s));
  in_play_only(c, n, 2, e.args.back(), "add counters", s);
  // `put a development counter on this for each character you control`
  if (n.children.size() > 3 && n.children[3].k == kind::amount_per) e.args[0] = per_each(c, n.children[3], std::move(e.args[0]), s);
}

void checker::statements::counter_kind(checker& c, const node& word, expr& e) {
  e.text = intern_name(word.text);
  if (std::find(counter_kinds.begin(), counter_kinds.end(), name_of(e)) == counter_kinds.end())
    c.error(word, fmt::format("unknown counter '{}'; known counters: {}", name_of(e), known_list(counter_kinds)));
}

// `remove 2 development counters from this`, `remove all development counters from target
// card` (manner::all: all of them); as a cost, paid when the card has that many (run/costs.cpp).
void checker::statements::check_remove_counters(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::remove_counters;
  const bool all = n.children[0].k == kind::word;
  if (all) e.ref = checked::manner::all;
  const bool one = n.children[0].k == kind::determiner;  // `remove a development counter`
  e.args.push_back(all || one ? expr{op::number, {}, one ? 1 : 0, {}, c.at(n.children[0])} : c.check_amount(n.children[0], s));
  counter_kind(c, n.children[1], e);
  e.args.push_back(sel(c, n, 2, s));
  in_play_only(c, n, 2, e.args.back(), "remove counters", s);
}

// `gain control of SEL`, for good or for a time: cards in play, which stay where they are
// (001 Card States; docs/rulings.md, Control changes).
void checker::statements::check_gain_control(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::gain_control;
  e.args.push_back(sel(c, n, 0, s));
  const node* r = n.find(kind::at_random);  // `gain control of a character they control at random`
  if (r) picked_at_random(c, *r, e.args.back(), "gain control of");
  in_play_only(c, n, 0, e.args.back(), "gain control of", s);
  if (const std::size_t d = r ? 2 : 1; n.children.size() > d)
    add_made(e.args, [&] { return c.check_own_duration(n.children[d], s, e.args[0]); });
}

// `exchange control of SEL and SEL`: one card each, in play (docs/rulings.md, Control changes).
// `exchange control of SEL`: one selection that names two cards, `2 target characters` or
// `them` after choices that named two or more (docs/rulings.md, Another player's choice) or
// after a swap or exchange (`..., then at the start of your next turn, exchange control of
// them`: blind design batch 43, d20). After it, `them` names both cards (scope::two_named).
void checker::statements::check_exchange_control(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::exchange_control;
  if (n.children.size() == 1) return check_exchange_of_two(c, n, s, e);
  for (std::size_t i = 0; i < 2; ++i) {
    e.args.push_back(sel(c, n, i, s));
    in_play_only(c, n, i, e.args.back(), "exchange control of", s);
    one_only(c, n.children[i], e.args.back(), "exchange control of", "gives each of two cards the other's controller",
             "'target character you control'");
  }
}

namespace {
// `2 target characters`, `2 characters you control`: a number determiner of exactly 2.
bool names_two(const expr& sel) {
  if (sel.o != op::select) return false;
  for (const expr& f : sel.args)
    if (f.o == op::number && f.word != 0)
      return words::as<words::determiner>(f.word) == words::determiner::exactly && !f.args.empty() &&
             f.args[0].o == op::number && f.args[0].value == 2;
  return false;
}
}  // namespace

void checker::statements::check_exchange_of_two(checker& c, const node& n, scope& s, expr& e) {
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "exchange control of", s);
  const expr& x = e.args.back();
  if (names_two(x) || (x.o == op::bound && name_of(x) == "them" && (s.chosen >= 2 || s.two_named))) return;
  c.error(n.children[0], fmt::format("'exchange control of' gives each of two cards the other's controller, and '{}' "
                                     "does not name two; write 'exchange control of X and Y', 'exchange control of 2 "
                                     "target characters', or 'them' after two choices ('choose a location you control, "
                                     "target opponent chooses a location they control, exchange control of them')",
                                     collapse(n.children[0].text)));
}

// The card a copy reads, its model, is in play (docs/vocabulary.md 6, `becomes a copy of`:
// "the one card in a network the second names"; a decision, not a limit: docs/rulings.md,
// Copies, A model out of play): a model in a zone is refused as such, not as the cards the
// statement acts on (issue 27, d18).
bool checker::statements::model_out_of_play(checker& c, const node& at, const expr& model, std::string_view verb,
                                            const scope& s) {
  if (s.in_rule || s.in_pattern || s.in_while) return false;
  if (!statement_parts::names_out_of_play(model) && !(model.o == op::bound && s.it_in_zone)) return false;
  c.error(at, fmt::format("a copy's model must be in play ('{}' reads the one card in a network it names: "
                          "docs/vocabulary.md 6), and the model '{}' names cards in a hand, deck, open market or "
                          "annihilated zone; name a card in play ('target character', 'a character you control')",
                          verb, collapse(at.text)));
  return true;
}

// The card read by a copy: one card in play (docs/rulings.md, Copies).
void checker::statements::one_card_in_play(checker& c, const node& n, scope& s, expr& e, std::string_view verb) {
  e.args.push_back(sel(c, n, 1, s));
  const std::string_view example = s.in_rule ? "'the chosen card'" : "'target character'";  // a rule cannot target
  if (!names_cards(e.args.back()))
    c.error(n.children[1], fmt::format("'{}' reads a card, and '{}' names players only; name one card ({})", verb,
                                       collapse(n.children[1].text), example));
  else if (!model_out_of_play(c, n.children[1], e.args.back(), verb, s))
    in_play_only(c, n, 1, e.args.back(), verb, s);
  one_only(c, n.children[1], e.args.back(), verb, "reads one card", example);
  // A rule is read again at every question, with nobody to choose: `a character` would
  // name whichever fits, and none when two do.
  if (s.in_rule && chooses_one_card(e.args.back()))
    c.error(n.children[1], fmt::format("a rule makes no choice: '{}' would have a player choose a card, and '{}' in a "
                                       "rule is read again at every question; name one card ({}), chosen once by "
                                       "'when this is deployed: choose {}'",
                                       collapse(n.children[1].text), verb, example, collapse(n.children[1].text)));
}

void checker::statements::one_only(checker& c, const node& at, const expr& sel, std::string_view verb,
                                   std::string_view does, std::string_view example) {
  if (!names_several(sel)) return;
  c.error(at, fmt::format("'{}' {}, and '{}' names several; name one ({})", verb, does, collapse(at.text), example));
}

// `SEL becomes a copy of SEL [DURATION]`: cards in play take one card's printed values, for
// the duration or, without one, until they leave play (docs/rulings.md, Copies).
void checker::statements::check_become(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::become_copy;
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "becomes a copy of", s);
  one_card_in_play(c, n, s, e, "becomes a copy of");
  if (n.children.size() > 2) add_made(e.args, [&] { return c.check_own_duration(n.children[2], s, e.args[0]); });
}

// `SEL gains the keywords of SEL DURATION`: each keyword the card read has as the effect runs
// (docs/rulings.md, Copies), for the duration, as `gains KEYWORD` gives one.
void checker::statements::check_gain_keywords_of(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::grant_keywords_of;
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "gains the keywords of", s);
  one_card_in_play(c, n, s, e, "gains the keywords of");
  lasting(c, n, 2, s, e);
}

// `rule: SEL has the traits of SEL [while ...]`: the four traits of the one card read, as
// they are now (docs/rulings.md, Copies); a rule, read again at every question.
void checker::statements::check_has_traits_of(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::copy_traits;
  if (!s.in_rule)
    c.error(n, "'has the traits of' is a rule, read again at every question, not an effect: write it as a rule "
               "('rule: this has the traits of the chosen card while this is engaged'), or make this card a copy for "
               "a time ('this becomes a copy of target character until end of turn')");
  e.args.push_back(sel(c, n, 0, s));
  in_play_only(c, n, 0, e.args.back(), "has the traits of", s);
  one_card_in_play(c, n, s, e, "has the traits of");
  if (n.children.size() > 2) add_made(e.args, [&] { return c.check_duration(n.children[2], s); });
}

}  // namespace megacorp
