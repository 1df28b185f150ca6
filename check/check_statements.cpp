// Checking effects: a sequence of statements, each checked by the function its kind has in
// one table (statement_checks.hpp), and which statements can be costs. The control
// statements (if, for each, may, a subject, do) are here; the others in
// check_statements_cards.cpp and check_statements_players.cpp.
#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/kind_table.hpp"
#include "check/checker.hpp"
#include "check/statement_checks.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "ir/render.hpp"
#include "vocabulary/cost_statements.hpp"
#include "vocabulary/event_triggers.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;
using namespace statement_parts;

namespace {

// A statement as a refusal names it: its verb (`draw`, `gets`, `may`), `if`, `for each`, or
// its subject (`each player ...`).
std::string statement_word(const syntax::node& n) {
  switch (n.k) {
    case kind::stmt_if: return "if";
    case kind::stmt_for_each: return "for each";
    case kind::stmt_verb:
    case kind::stmt_money: return std::string(n.children[0].text);
    case kind::stmt_modify: return "gets";
    case kind::stmt_grant: return "gains";
    case kind::stmt_remove_keyword: return "loses";
    case kind::stmt_restrict: return collapse(n.children[1].text);
    case kind::stmt_win: return "win";
    case kind::stmt_lose_game: return "lose the game";
    case kind::stmt_may: return "may";
    case kind::stmt_modes: return "choose one";
    case kind::stmt_subject: return collapse(n.children[0].text) + " ...";
    default: {  // the others start with their verb: `draw 1 card`
      const std::string text = collapse(n.text);
      return text.substr(0, text.find(' '));
    }
  }
}

// `one of them`, `the rest`: cards named before, as `it` (check_selections.cpp: the filter last).
bool names_group(const expr& sel) {
  return sel.o == op::select && !sel.args.empty() &&
         (sel.args.back().o == op::among_named || sel.args.back().o == op::rest_looked);
}
// A change written after `and` with the subject of the change before it (grammar: joined_change).
bool joined_to_before(const syntax::node& st) { return !st.children.empty() && st.children[0].k == kind::joined_subject; }

// The statements that change cards for a while, which `and` may join (grammar: joined_change).
bool changes_cards(op o) {
  return o == op::modify_trait || o == op::modify_valuation || o == op::grant_keyword || o == op::remove_keyword ||
         o == op::grant_rule;
}

bool is_duration_kind(kind k) { return k == kind::duration_until_end_of_turn || k == kind::duration_while; }

// `one of them`: one card chosen among those named before (check_selections.cpp, of_them).
bool chooses_one_of_them(const expr& sel) {
  return names_group(sel) && sel.args.front().o == op::number &&
         words::as<words::determiner>(sel.args.front().word) == words::determiner::one;
}

// Where `it` / `them` are (checker::scope): a `may` that moves them, then `;` and `if you did not`
// (blind design batch 39, d12: `you may pay 2M, put it into its owner's hand; if you did not {
// destroy it }` was told `it` was in a hand): the declined branch reads them as the `may` found
// them, and what follows as the `may` left them.
struct it_where {
  bool in_play = false, annihilated = false, bonded = false, in_zone = false;
  friend bool operator==(const it_where&, const it_where&) = default;
};
// (Templates: checker::scope is the checker's own type.)
template <class Scope>
it_where where_it(const Scope& s) {
  return {s.it_in_play, s.it_annihilated, s.it_bonded, s.it_in_zone};
}
template <class Scope>
void put_it(Scope& s, const it_where& w) {
  s.it_in_play = w.in_play, s.it_annihilated = w.annihilated, s.it_bonded = w.bonded, s.it_in_zone = w.in_zone;
}
// `if you did not { ... }`, `if they did not`: the branch of a `may` declined.
bool asks_declined(const node& st) {
  return st.k == kind::stmt_if && !st.children.empty() && collapse(st.children[0].text).find("did not") != std::string::npos;
}
}  // namespace

expr checker::check_effect(const node& n, scope s) {
  expr seq;
  seq.o = op::sequence;
  seq.where = at(n);
  seq.args.reserve(n.children.size());
  // A subject or a `may` governs the statements after it in the same sequence:
  // "each other player may search ..., reveal them, put them into their hand".
  std::vector<expr*> open;
  const expr* closed_may = nullptr;  // the `may` a ';' just ended, for the statement after it
  // Where `it` was as the outer `may` opened, and as it closed (it_where).
  it_where before_may{}, after_may{};
  const node* before = nullptr;
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    const node& st = n.children[i];
    if (st.k == kind::scope_end) {  // ';' ends the reach of every open `may`
      if (!open.empty()) s.counted = s.done_before = statements::counts(*open.front());  // the statement before is the whole `may`
      closed_may = open.empty() ? nullptr : open.front();
      after_may = where_it(s);
      s.others_did_before = false;
      open.clear();
      continue;
    }
    if (before) subject_not_carried(*before, st);
    before = &st;
    const bool declined_branch = closed_may && !(after_may == before_may) && asks_declined(st);
    if (declined_branch) put_it(s, before_may);
    const it_where pre = where_it(s);
    checked::expr_list& into = open.empty() ? seq.args : open.back()->args.back().args;
    expr& added = into.emplace_back();  // checked in its place, not moved there
    if (i + 1 < n.children.size() && joined_to_before(n.children[i + 1])) i = check_joined(n, i, s, added);
    else check_statement(st, s, added);
    if (!open.empty()) declined_inside_may(st, added);
    if (closed_may) each_answer_of_several(*closed_may, added);
    closed_may = nullptr;
    s.counted = s.done_before = statements::counts(added);
    s.others_did_before = added.o == op::for_each && added.args[0].o != op::you && names_players(added.args[0]);
    s.may_before = s.may_before || statements::asks_may(added);
    s.destroys_before = s.destroys_before || (!s.in_cost && statements::may_destroy(added));
    s.it_taken_out = added.o == op::destroy || added.o == op::annihilate;
    if (!checked::is_choice(added)) s.chosen = 0;  // `them` names the cards of choices in a row only
    s.them_is_it = !added.args.empty() && chooses_one_of_them(added.args[0]);
    s.it_target = s.other_target = checked::name_id{};  // of the statement just before only
    s.two_named = statements::acts_on_two(added);
    statements::two_targets(added, s);
    if (declined_branch) put_it(s, after_may);  // after it, as the `may` left them
    if (added.o == op::may) {
      if (open.empty()) before_may = pre;
      // wrap the body in a sequence so later statements join it
      expr body = std::move(added.args.back());
      added.args.back() = expr{op::sequence, {}, 0, {}, body.where};
      added.args.back().args.push_back(std::move(body));
      open.push_back(&added);
    }
  }
  return seq;
}

namespace {
// Whether a condition asks `did not` (alone, or in `and` / `or`).
bool asks_did_not(const expr& cond) {
  if (cond.o == op::did) return checked::payload<checked::outcome>(cond) == checked::outcome::did_not;
  return (cond.o == op::all_of || cond.o == op::any_of) && std::any_of(cond.args.begin(), cond.args.end(), asks_did_not);
}
// Whether a condition asks `did` or `did not` (alone, or in `and` / `or`).
bool asks_did(const expr& cond) {
  if (cond.o == op::did) return true;
  return (cond.o == op::all_of || cond.o == op::any_of) && std::any_of(cond.args.begin(), cond.args.end(), asks_did);
}
// Whether a `may`'s players can be more than one: `each opponent`, `each player` (not `you`,
// `target opponent`, `an opponent`).
bool several_players(const expr& who) {
  if (who.o != op::select || who.target || !names_players(who)) return false;
  return who.args.empty() || who.args[0].o != op::number ||
         !words::chooses_one(words::as<words::determiner>(who.args[0].word));
}
}  // namespace

// `each opponent may pay 2M; if they did not { they discard a card }` (blind design batch 39,
// d08): the `if` reads each player's own answer, once for each of them (checked::each_players_answer).
void checker::each_answer_of_several(const expr& may, expr& added) {
  if (added.o == op::if_then && !added.args.empty() && asks_did(added.args[0]) && !may.args.empty() &&
      several_players(may.args[0]))
    added.value |= checked::each_players_answer;
}

// A statement joined to a `may` with ',' or 'then' runs only when the `may` is taken (the
// reach of a `may`, docs/language.md), so `if you did not` there never holds, and its block
// never runs (blind design batch 37, d11: `target opponent may give 3M to you, if they do not
// { destroy target character they control }` checked and destroyed nothing). ';' ends the
// reach of the `may`.
void checker::declined_inside_may(const node& st, const expr& added) {
  if (added.o != op::if_then || added.args.empty() || !asks_did_not(added.args[0])) return;
  error(st, "this 'did not' is joined to the 'may' it asks about with ',' or 'then', so it runs only when the 'may' "
            "was taken, and never holds; end the 'may' with ';' ('target opponent may pay 2M; if they did not { "
            "draw 1 card }')");
}

namespace {
// The verb without the `s` that agrees with one player: `draws` -> `draw`, `searches` -> `search`.
std::string plain_verb(std::string_view verb) {
  const bool es = verb.ends_with("ches") || verb.ends_with("shes") || verb.ends_with("sses") || verb.ends_with("xes");
  return std::string(verb.substr(0, verb.size() - (es ? 2 : 1)));
}
}  // namespace

// Issue 27 (a trap): in `each player shuffles their hand into their main deck, then draws 3
// cards` English carries the subject over `then`, while here a statement that starts with its
// verb is the acting player's (docs/language.md, "Effects"; agreement is not checked,
// "Synonyms" rule 1). The verb's `s`, agreeing with players named before other than `you`,
// is the one sign of the other reading: refused (rule 2), the fix naming them, `they draw`.
void checker::subject_not_carried(const node& before, const node& st) {
  if (before.k != kind::stmt_subject || st.children.empty() || st.k == kind::stmt_subject) return;
  const node& first = st.children[0];
  if (first.k == kind::selection && first.text.data() == st.text.data()) return;  // it has a subject of its own
  const std::string_view verb = st.text.substr(0, st.text.find_first_of(" \t\n"));
  const std::string subject = collapse(before.children[0].text);
  if (verb.size() < 3 || !verb.ends_with('s') || subject == "you") return;
  const std::string fixed = "they " + plain_verb(verb);
  diagnostic& d = error(st, fmt::format("'{}' has no subject, so it is the acting player's, not what '{}' names; to "
                                        "make it theirs, write '{}' ('{}': your own)",
                                        verb, subject, fixed, plain_verb(verb)));
  const span where = at(st);
  d.fix = text_edit{span{where.file, where.begin, static_cast<std::uint32_t>(where.begin + verb.size())}, fixed};
}


// 001 The Zones of the Game: "Cards in the annihilated zone cannot come back or be bought."
// (the Glossary's "or interacted with unless a card specifically says so" lets text count,
// search and reveal them; docs/rulings.md, Annihilated cards do not come back).
// `this` after `when this is annihilated`, and `it` after `when a card is annihilated` or a
// reveal of an annihilated zone, are in that zone when the effect runs: refused as well.
void checker::no_coming_back(const node& n, const expr& moved, const scope& s) {
  std::string whose;
  if (moved.o == op::this_card && s.this_annihilated)
    whose = "'this' is in its owner's annihilated zone once 'when this is annihilated' fires, and ";
  else if (!in_annihilated_zone(moved) && !((moved.o == op::bound || names_group(moved)) && s.it_annihilated)) return;
  error(n, fmt::format("{}a card in an annihilated zone cannot come back (001 The Zones of the Game: \"Cards in the "
                       "annihilated zone cannot come back or be bought.\"); text may count, search or reveal those "
                       "cards, not move them",
                       whose));
}

// `target character gets +1 BQ and gains KEYWORD until end of turn`: the change at `first`
// with its subject, then each change after `and` on the same cards, into `e` (op::joined: the
// subject args[0], picked once as it runs); a change with no duration takes the one written
// last. Returns the index of the chain's last change.
std::size_t checker::check_joined(const node& effect, std::size_t first, scope& s, expr& e) {
  std::size_t last = first + 1;
  while (last + 1 < effect.children.size() && joined_to_before(effect.children[last + 1])) ++last;
  const node& end = effect.children[last];
  const node* written = !end.children.empty() && is_duration_kind(end.children.back().k) ? &end.children.back() : nullptr;
  const node* outer = std::exchange(shared_duration_, written);
  e.o = op::joined;
  e.where = at(effect.children[first]);
  e.args.resize(2);
  check_statement(effect.children[first], s, e.args[1]);
  if (e.args[1].args.empty()) e.args[1].args.emplace_back();  // a statement refused before its subject: keep the shape
  e.args[0] = std::move(e.args[1].args[0]);
  e.args[1].args[0] = expr{op::joined_cards, intern_name("them"), 0, {}, e.args[0].where};
  if (!changes_cards(e.args[1].o) || names_players(e.args[0])) {
    error(effect.children[first + 1], "'and' joins changes of the same cards ('target character gets +1 BQ and cannot "
                                      "block until end of turn'): 'gets', 'gains', 'loses' and a rule; for anything "
                                      "else, or players, write each statement with its subject, joined by ','");
    // The changes after it are not checked on a subject they do not have (blind design
    // batch 38, d10: `target opponent cannot play events and cannot buy ...` was told its
    // second rule is about players).
    shared_duration_ = outer;
    return last;
  }
  for (std::size_t j = first + 1; j <= last; ++j) {
    e.args.emplace_back();
    check_statement(effect.children[j], s, e.args.back());
  }
  shared_duration_ = outer;
  return last;
}

expr checker::check_statement(const node& n, scope& s) {
  expr e;
  check_statement(n, s, e);
  return e;
}

void checker::check_statement(const node& n, scope& s, expr& e) {
  e.where = at(n);
  e.args.reserve(n.k == kind::stmt_may ? 2 : n.children.size());  // about one argument per part
  const std::size_t own_it = own_it_.size();
  {
    const deeper in_statement(statement_depth_);
    if (const statements::check f = statements::for_kind(n.k)) f(*this, n, s, e);
    else error(n, fmt::format("'{}' is not a statement", collapse(n.text)));
  }
  statements::own_target_read(*this, e, own_it);
  statements::refuse_as_cost(*this, n, e, s);
  statements::name_targets(e, s);
}

// One function per statement kind, indexed by kind from stmt_if to stmt_copy (docs/vocabulary.md, section 6).
checker::statements::check checker::statements::for_kind(syntax::kind k) {
  static constexpr kind_table<check, kind::stmt_if, kind::stmt_copy> table([](auto set) {
    set(kind::stmt_if, check_if);
    set(kind::stmt_for_each, check_for_each);
    set(kind::stmt_may, check_may);
    set(kind::stmt_deal, check_deal);
    set(kind::stmt_remove_damage, check_remove_damage);
    set(kind::stmt_verb, check_verb);
    set(kind::stmt_move, check_move);
    set(kind::stmt_swap, check_swap);
    set(kind::stmt_bond, check_bond);
    set(kind::stmt_search, check_search);
    set(kind::stmt_put, check_put);
    set(kind::stmt_shuffle, check_shuffle);
    set(kind::stmt_deploy, check_deploy);
    set(kind::stmt_draw, check_draw);
    set(kind::stmt_discard, check_discard);
    set(kind::stmt_money, check_money);
    set(kind::stmt_take, check_take);
    set(kind::stmt_give, check_give);
    set(kind::stmt_produce, check_produce);
    set(kind::stmt_take_traits, check_take_traits);
    set(kind::stmt_modify, check_modify);
    set(kind::stmt_grant, check_grant);
    set(kind::stmt_remove_keyword, check_remove_keyword);
    set(kind::stmt_counters, check_counters);
    set(kind::stmt_remove_counters, check_remove_counters);
    set(kind::stmt_win, check_win);
    set(kind::stmt_lose_game, check_lose_game);
    set(kind::stmt_nothing, check_nothing);
    set(kind::stmt_choose, check_choose);
    set(kind::stmt_subject, check_subject);
    set(kind::stmt_gain_control, check_gain_control);
    set(kind::stmt_exchange_control, check_exchange_control);
    set(kind::stmt_do, check_do);
    set(kind::stmt_prevent, check_prevent);
    set(kind::stmt_look, check_look);
    set(kind::stmt_become, check_become);
    set(kind::stmt_gain_keywords_of, check_gain_keywords_of);
    set(kind::stmt_has_traits_of, check_has_traits_of);
    set(kind::stmt_restrict, check_restrict);
    set(kind::stmt_copy, check_copy);
    set(kind::stmt_activate, check_activate);
    set(kind::stmt_modes, check_modes);
    set(kind::stmt_delayed, check_delayed);
    set(kind::stmt_next_time, check_next_time);
  });
  return table[k];
}

// A cost is a statement with a row in the table of costs (001 Advanced Rules: "To play
// an ability, one must first pay the costs"); traits are produced by engaging cards
// (001 Buy Phase), so `produce` is none: `engage` is the cost.
void checker::statements::refuse_as_cost(checker& c, const node& n, const expr& e, const scope& s) {
  if (s.in_cost && !cost_statements::payable(e.o))
    c.error(n, fmt::format("'{}' cannot be a cost; costs are: {}", statement_word(n), cost_statements::names()));
  else if (s.in_cost)
    refuse_cost_cards(c, n, e);
}

namespace {
// `a character`: one card its player chooses as the statement runs, named after it as a
// target is (the runner's pick_cards; blind design batch 63, d18: `deal 3 BQ damage to a
// character, then deal 1 BQ damage to each character adjacent to it` named nothing).
bool chosen_card(const expr& a) {
  return chooses_one_card(a) && !words::names_players(words::as<words::noun>(a.word));
}
}  // namespace

// A target these statements act on is named for what follows in the same effect:
// `deal 1 BQ damage to target character, destroy it` (the evaluator's pick_cards).
// With no target as an object, a target card read in an amount is named the same way
// (`this gets +the BQ of target character BQ until end of turn, it gets -2 BQ ...`).
void checker::statements::name_targets(const expr& e, scope& s) {
  if (checked::subject_target(e)) s.bound = true, s.it_annihilated = false, s.it_in_play = true, s.it_in_zone = false, s.it_bonded = false;
  if (e.o == op::put || e.o == op::shuffle) return name_moved(e, s);
  if (!checked::names_its_targets(e.o)) return;
  const bool object = std::any_of(e.args.begin(), e.args.end(), [](const expr& a) { return targeted(a) || chosen_card(a); });
  const bool in_amount = std::any_of(e.args.begin(), e.args.end(), [](const expr& a) { return names_card_target(a); });
  if (object || in_amount) s.bound = true, s.it_annihilated = false, s.it_in_play = true, s.it_in_zone = false, s.it_bonded = false;
  // `bond target X to target Y, then ...`: `it` is the card bonded, now under Y's pile (its
  // object, as after any statement with two targets; blind design batch 62, d08).
  if (e.o == op::bond && targeted(e.args[0])) s.it_bonded = true;
}

void checker::statements::own_target_read(checker& c, const expr& e, std::size_t first) {
  const std::size_t read = c.own_it_.size() - first;
  if (read == 0) return;
  if (checked::own_target(e) && checked::own_target_reads(e) == read) return c.own_it_.resize(first);
  if (c.statement_depth_ > 0) return;  // perhaps the statement around it: `the controller of target character loses ...`
  for (const node* at : c.own_it_)
    c.error(*at, "'it' refers to nothing here: nothing before it names a card for it (a card a statement before it "
                 "acted on, targeted, chose or searched for, or the trigger's card); in a statement's own amount it "
                 "names the statement's one target card ('target character gets +the MQ of it BQ until end of turn', "
                 "'deal the MQ of it BQ damage to target character', 'the controller of target character loses the "
                 "MQ of it M')");
  c.own_it_.clear();
}

namespace {
// The card targets e names, in text order (not those of players), outside its modes (a
// mode's targets are chosen with the mode: docs/rulings.md, Modes): of a statement's amounts,
// or of a branch of an `if`.
void card_targets(const expr& e, std::vector<const expr*>& out) {
  if (e.o == op::choose_mode) return;
  if (e.o == op::select && e.target) {
    if (!words::names_players(words::as<words::noun>(e.word))) out.push_back(&e);
    return;
  }
  for (const expr& a : e.args) card_targets(a, out);
}
}  // namespace

// A statement acting on two targets or more: `it` after it names its object's target, or,
// with none, the last target read in its amount (the runner's pick_cards, name_target_in);
// the other has no word (vocabulary.md 7.1). Kept for the warning at `it` (selections::pronoun).
void checker::statements::two_targets(const expr& e, scope& s) {
  if (e.o == op::sequence && checked::takes(e, checked::manner::joined)) return joined_targets(e, s);
  if (!checked::names_its_targets(e.o)) return;
  std::vector<const expr*> objects, amounts;
  for (const expr& a : e.args) {
    if (targeted(a) && !words::names_players(words::as<words::noun>(a.word))) objects.push_back(&a);
    else card_targets(a, amounts);
  }
  if (objects.size() + amounts.size() < 2) return;
  const expr* it = objects.empty() ? amounts.back() : objects.front();
  objects.insert(objects.end(), amounts.begin(), amounts.end());
  const expr* other = *std::find_if(objects.begin(), objects.end(), [it](const expr* x) { return x != it; });
  s.it_target = intern_name(render(*it));
  s.other_target = intern_name(render(*other));
}

// Whether a statement ends with a swap of two cards or an exchange of their control, after a
// `may` too (`you may swap ...; if you do { engage it }`): `them` after it names both cards and
// `it` the first (checked::first_named_it; blind design batch 43, d14 and d20).
bool checker::statements::acts_on_two(const expr& e) {
  if (e.o == op::swap || e.o == op::exchange_control) return true;
  if (e.o == op::may && e.args.size() > 1) return acts_on_two(e.args[1]);
  return e.o == op::sequence && !e.args.empty() && acts_on_two(e.args.back());
}

// `destroy target equipment and target location` (check_joined): `it` after it names the
// second's card, as after `destroy target equipment, destroy target location`; warned when
// both are targets, the first having no word after it.
void checker::statements::joined_targets(const expr& e, scope& s) {
  if (e.args[0].o != e.args[1].o || e.args[0].args.empty() || e.args[1].args.empty()) return;
  const expr& first = e.args[0].args.front();
  const expr& second = e.args[1].args.front();
  if (!targeted(first) || !targeted(second)) return;
  s.it_target = intern_name(render(second));
  s.other_target = intern_name(render(first));
}

// `put SEL into ZONE`, `put SEL on top of ZONE`, `shuffle SEL into ZONE`: `it` / `them`
// after them are the cards moved, where they went (the runner's pick_cards names them): a
// target, the cards `it` / `them` named before, the top cards of a zone. So `put target
// character into its owner's hand, then destroy it` is refused: it is in a hand.
void checker::statements::name_moved(const expr& e, scope& s) {
  if (e.args.size() < 2 || e.args.back().args.empty()) return;  // `shuffle your main deck`
  const expr& moved = e.args[0];
  if (!targeted(moved) && moved.o != op::top_of_zone && !(moved.o == op::bound && s.bound)) return;
  const expr& dest = e.args.back();
  const words::zone z = words::as<words::zone>(dest.args[0].word);
  const bool network = dest.o == op::into && z == words::zone::network;
  s.bound = true;
  s.it_in_play = network;
  s.it_in_zone = !network;
  s.it_bonded = false;
  s.it_annihilated = z == words::zone::annihilated;
}

expr checker::statements::governed(checker& c, const node& st, scope& s) {
  scope inner = s;
  inner.in_cost = false;
  expr out = c.check_statement(st, inner);
  s.bound = inner.bound;
  s.chosen = inner.chosen;
  s.they_named = inner.they_named;
  s.they_target = inner.they_target;
  return out;
}

// What a statement counts, as the runner's tally does (run/effects.cpp run_sequence; docs/rulings.md,
// That many): the cards it puts into a zone (draws, discards, destroys, annihilates, puts, shuffles
// into a zone, sells) and the money it loses, pays or takes; a statement that runs others counts
// what they do.
std::uint8_t checker::statements::counts(const expr& e) {
  switch (e.o) {
    case op::draw: case op::discard: case op::destroy: case op::annihilate: case op::put: case op::sell: case op::unbond:
      return counts_cards;
    case op::shuffle: return e.args.size() >= 2 && !e.args.back().args.empty() ? counts_cards : 0;  // not `shuffle your main deck`
    case op::lose_money: case op::take_money: case op::give_money: return counts_money;
    case op::add_counters: case op::remove_counters: return counts_counters;  // `if you did` only (blind design batch 43, d18)
    case op::pay_money: {  // `pay 2 BQ` pays no money: nothing for `that much` (blind design batch 38)
      const expr& price = e.args[0];
      return price.o == op::cost_arg && price.value == 0 && !price.args.empty() ? 0 : counts_money;
    }
    case op::sequence: case op::if_then: case op::for_each: case op::may: case op::choose_mode: {
      std::uint8_t all = 0;
      for (const expr& a : e.args) all = static_cast<std::uint8_t>(all | counts(a));
      return all;
    }
    default: return 0;
  }
}

// Whether a statement asks a `may` (or activates an ability as the text runs), whose taking
// `if you did` after it reads (run/effects.cpp run_may, run_activate).
bool checker::statements::asks_may(const expr& e) {
  if (e.o == op::may || e.o == op::activate) return true;
  return std::any_of(e.args.begin(), e.args.end(), [](const expr& a) { return asks_may(a); });
}

// What `destroyed this way` after it can count: a statement that destroys, deals damage or
// lowers a trait (001 Challenge Phase, Damage: a card whose damage reaches a trait is destroyed),
// or one of the statements a block, a branch, a `may` or a mode holds. Statements only: their
// selections and amounts are not walked (every statement of every effect is asked).
bool checker::statements::may_destroy(const expr& e) {
  auto any = [](auto from, auto to) { return std::any_of(from, to, [](const expr& a) { return may_destroy(a); }); };
  switch (e.o) {
    case op::destroy: case op::deal_damage: case op::modify_trait: return true;
    case op::sequence: return any(e.args.begin(), e.args.end());
    case op::if_then: case op::choose_mode: return e.args.size() > 1 && any(e.args.begin() + 1, e.args.end());
    case op::for_each: case op::may: case op::activate: return !e.args.empty() && may_destroy(e.args.back());
    default: return false;
  }
}

// A target card named in an `if` condition is `it` in the branches and after them
// (`if the BQ of target character >= 4 { destroy it }`), as a target a statement acted on is.
bool checker::statements::names_card_target(const expr& e) {
  if (targeted(e)) return !words::names_players(words::as<words::noun>(e.word));
  return std::any_of(e.args.begin(), e.args.end(), [](const expr& a) { return names_card_target(a); });
}

// `if C { ... target location ... } else { ... target location ... }`: each `target` is a
// target chosen as the card is played (001 Glossary TARGET), so the card asks for two though
// one branch runs. Warned, with `it` (which names the first branch's target there) as the fix;
// `first`: the first branch's card targets.
void checker::statements::warn_target_asked_twice(checker& c, const expr& e, const std::vector<const expr*>& first) {
  std::vector<const expr*> second;
  card_targets(e.args[2], second);
  for (const expr* t : second)
    if (std::any_of(first.begin(), first.end(), [&](const expr* f) { return render(*f) == render(*t); }))
      suggest(c.diags_.warning(t->where, fmt::format("'{}' asks for a second target, chosen as the card is played (001 "
                                                      "Glossary TARGET) though only one branch runs; to act on the "
                                                      "first branch's target here, write 'it'",
                                                      render(*t))),
              "it");
}

void checker::statements::check_if(checker& c, const node& n, scope& s, expr& e) {
  const auto bind_target = [](scope& to) {
    to.bound = true, to.it_annihilated = false, to.it_in_play = true, to.it_in_zone = false, to.it_bonded = false;
  };
  e.o = op::if_then;
  add_made(e.args, [&] { return c.check_condition(n.children[0], s); });
  if (names_card_target(e.args[0])) bind_target(s);
  add_made(e.args, [&] { return c.check_effect(n.children[1], s); });
  if (n.children.size() <= 2) return;
  // With nothing named before, the first branch's target card is `it` in the second (run_if_then).
  scope otherwise = s;
  std::vector<const expr*> first;
  card_targets(e.args[1], first);
  if (!s.bound && !first.empty()) bind_target(otherwise), e.value |= checked::else_names_first_target;
  add_made(e.args, [&] { return c.check_effect(n.children[2], otherwise); });
  warn_target_asked_twice(c, e, first);
}

void checker::statements::check_for_each(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::for_each;
  e.args.push_back(sel(c, n, 0, s));
  if (names_players(e.args.back())) s.they_named = true, s.they_target = false;  // `for each opponent { ... }`: they are each one
  scope inner = s;
  inner.bound = true;
  inner.they_are_you = names_players(e.args.back());
  inner.it_annihilated = in_annihilated_zone(e.args.back());
  inner.it_in_play = names_in_play(e.args.back());
  inner.it_in_zone = names_out_of_play(e.args.back());
  inner.it_bonded = names_bonded(e.args.back());
  add_made(e.args, [&] { return c.check_effect(n.children[1], inner); });
}

void checker::statements::check_may(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::may;
  if (n.children.size() == 2) e.args.push_back(sel(c, n, 0, s));
  else e.args.push_back({op::you, intern_name("you"), 0, {}, c.at(n)});
  if (e.args[0].o != op::you) s.they_named = true, s.they_target = one_target_player(e.args[0]), s.they_are_you = false;
  e.args.push_back(governed(c, n.children.back(), s));
}

namespace {
// The first selection in a mode that targets, or null: a mode's targets are chosen as the
// card is played, for the mode chosen with it (docs/rulings.md, Modes).
const expr* mode_target(const expr& e) {
  if (e.target) return &e;
  for (const expr& a : e.args)
    if (const expr* t = mode_target(a)) return t;
  return nullptr;
}

// A statement of mode e acted by the acting player with no subject (`draw 1 card`), or null.
// In a mode another player chooses it would be the card's controller's, not the chooser's
// (docs/rulings.md, Modes: who acts in a mode another player chooses).
const expr* plain_player_verb(const expr& e) {
  if (e.o == op::draw || e.o == op::discard || e.o == op::gain_money || e.o == op::lose_money || e.o == op::pay_money)
    return &e;
  if (e.o != op::sequence) return nullptr;
  for (const expr& a : e.args)
    if (const expr* p = plain_player_verb(a)) return p;
  return nullptr;
}

// `one`, `two`, `one or both`, `one or more` (docs/language.md, Modes).
checked::modes_picked modes_count(const node& w) {
  const std::string said = collapse(w.text);
  if (said == "two") return checked::modes_picked::two;
  if (said == "one or both") return checked::modes_picked::one_or_both;
  return said == "one or more" ? checked::modes_picked::one_or_more : checked::modes_picked::one;
}
// Why `modes` modes do not fit the count: `two` asks three modes or more (of two, both are
// done: written as one effect), `one or both` exactly two; empty when they fit.
std::string modes_count_problem(checked::modes_picked count, std::size_t modes) {
  if (count == checked::modes_picked::two && modes < 3)
    return "'choose two' of two modes does both: write them without 'choose two' (docs/language.md, Modes)";
  if (count == checked::modes_picked::one_or_both && modes != 2)
    return fmt::format("'choose one or both' offers two modes, and this offers {}: write 'choose one or more' "
                       "(docs/language.md, Modes)", modes);
  return "";
}
}  // namespace

// `choose one: A; or B`, `target opponent chooses one: ...`: args[0] who chooses (`you`
// without a subject), then each mode, checked from the same scope (what one mode names is
// not named in another). The statement ends the effect: the last mode reaches its end.
// Targets in its modes: value 1, the mode is chosen as the card is played or the ability
// activated, by its controller (docs/rulings.md, Modes; check_what_runs checks where).
void checker::statements::check_modes(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::choose_mode;
  const bool subject = n.children.front().k != kind::word;
  const std::size_t counted = subject ? 1 : 0;  // the modes_count word
  const checked::modes_picked count = modes_count(n.children[counted]);
  e.word = static_cast<std::uint8_t>(count);
  if (const std::string problem = modes_count_problem(count, n.children.size() - counted - 1); !problem.empty())
    c.error(n.children[counted], problem);
  if (subject) e.args.push_back(sel(c, n, 0, s));
  else e.args.push_back({op::you, intern_name("you"), 0, {}, c.at(n)});
  if (subject && !names_players(e.args[0]))
    c.error(n.children[0], fmt::format("'{}' names cards, and a player chooses; write the player as the subject "
                                       "('target opponent chooses one: ...')",
                                       collapse(n.children[0].text)));
  if (subject) s.they_named = true, s.they_target = one_target_player(e.args[0]), s.they_are_you = false;
  for (std::size_t i = counted + 1; i < n.children.size(); ++i) {
    scope inner = s;
    inner.in_cost = false;
    e.args.push_back(c.check_effect(n.children[i], inner));
    const expr* t = mode_target(e.args.back());
    if (t) e.value = 1;
    if (t && e.word != 0)
      c.error(n.children[i], fmt::format("a mode of 'choose {}' cannot target ('{}'): only 'choose one' chooses its mode, "
                                         "and its targets, as the card is played (docs/rulings.md, Modes); choose without "
                                         "targeting ('choose a character an opponent controls, destroy it'), or keep the "
                                         "target with 'choose one' and a mode for each pick ('choose one or both: A; or B' "
                                         "plays as 'choose one: A; or B; or A, B')",
                                         collapse(n.children[counted].text), render(*t)));
    if (const expr* plain = subject && e.args[0].o != op::you ? plain_player_verb(e.args.back()) : nullptr)
      c.error(n.children[i], fmt::format("in a mode that '{}' chooses, '{}' would be done by this card's controller, not "
                                         "by the chooser; say who: 'they {}' (the chooser) or 'you {}' (this card's "
                                         "controller) (docs/rulings.md, Modes)",
                                         collapse(n.children[0].text), render(*plain), render(*plain), render(*plain)));
    if (t && subject)
      c.error(n.children[i], fmt::format("a mode that '{}' chooses cannot target ('{}'): targets in a mode are chosen as "
                                         "the card is played, with the mode, by its controller, and another player "
                                         "chooses as the effect runs (docs/rulings.md, Modes); choose without targeting "
                                         "('choose a character you control, destroy it') or target before the choice",
                                         collapse(n.children[0].text), render(*t)));
    else if (t && !s.modes_played)
      c.error(n.children[i], fmt::format("a mode of 'choose one' targets here ('{}'), and its mode and targets are chosen "
                                         "as an event is played or an ability activated (docs/rulings.md, Modes); this "
                                         "text is not played: choose without targeting ('choose a character an opponent "
                                         "controls, destroy it') or target before 'choose one'",
                                         render(*t)));
  }
  if (e.value == 1 && !subject && s.modes_played) ++c.played_modes_, c.last_played_modes_ = c.at(n);
}

namespace {
// Whether e names `they` / `their` / `that player` (a player_ref, or `they control`).
bool names_they(const expr& e) {
  if (e.o == op::player_ref) {
    const std::string_view t = name_of(e);
    if (t.starts_with("they") || t.starts_with("their") || t.starts_with("that player")) return true;
  }
  if (e.o == op::controlled_by && words::as<words::controller>(e.word) == words::controller::they) return true;
  return std::any_of(e.args.begin(), e.args.end(), [](const expr& a) { return names_they(a); });
}
}  // namespace

// `at the start of your next turn, EFFECT`, `at the beginning of the end phase, EFFECT`, `at end
// of turn, EFFECT`: args[0] the moment, args[1] the effect, run once at that moment
// (docs/rulings.md, Delayed effects). `this`, `you` and `it` / `them` are what they are as it
// is made; what the effect just before counted, the players `they` named and the event's
// parties are not kept, so the effect starts from none. It cannot target: its targets would be
// chosen as it is made, for a moment to come, which the engine does not do.
void checker::statements::check_delayed(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::delayed;
  const bool turn = n.children.front().text == "turn";
  e.args.push_back({turn ? op::until_next_turn : op::until_end_of_phase, {}, 0, {}, c.at(n.children.front())});
  scope inner = s;
  inner.counted = 0;
  inner.they_named = inner.they_target = false;
  inner.damage_known = inner.damage_replaced = inner.looked = inner.looked_in_hand = false;
  inner.x_chosen = inner.counters_removed = false;
  inner.party = words::pronoun::unknown;
  inner.chosen = 0;
  e.args.push_back(c.check_effect(n.children.back(), inner));
  if (const expr* t = mode_target(e.args.back()))
    c.error(n.children.back(), fmt::format("a delayed effect cannot target ('{}'): its targets would be chosen as it is made, "
                                           "for a moment to come, which the engine does not do (docs/rulings.md, Delayed "
                                           "effects); target before 'at' and name the card with 'it', or choose as it acts "
                                           "('choose a character an opponent controls, destroy it')",
                                           render(*t)));
  if (s.they_named && names_they(e.args.back()))
    c.error(n.children.back(), "'they' in a delayed effect would name the player who made it, not the players named before "
                               "'at' (they are not kept for a moment to come; docs/rulings.md, Delayed effects): write the "
                               "player ('each opponent loses 1M') or put the delayed effect first");
}

// `the next time SEL would be EVENT [this turn], instead EFFECT`: args as op::next_time says. The
// effect runs at the event, as a replacement's (`it`: the card; `that damage` for `dealt damage`),
// so it cannot target: its targets would be chosen as it is made, for an event to come.
void checker::statements::check_next_time(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::next_time;
  next_time_subject(c, n, 0, s, e);
  // `destroy target character, the next time it would be put into an open market, instead
  // annihilate it`: made after the destruction, it waits for the next one (a replaced one
  // leaves the card in play), and cannot stand in for the one just done.
  if (s.it_taken_out && e.args[0].o == op::bound)
    c.diags_.warning(e.args[0].where,
                     fmt::format("the next-time replacement on '{}' is made after the statement before took that card "
                                 "out of play: it cannot stand in for that event, and applies only if the event was "
                                 "replaced and the card stayed in play; to replace it, make the replacement first ('the "
                                 "next time target ... would be ..., instead ...; destroy it': ';' ends its effect; "
                                 "docs/rulings.md, The next time)",
                                 collapse(n.children[0].text)));
  expr event{op::select, {}, 0, {}, c.at(n.children[1])};
  event.args.push_back(expr{op::nothing, {}, 0, {}, c.at(n.children[1])});
  c.check_replacement_phrase(n.children[1], s, event);
  const auto* p = event_triggers::replacement_at(event.ref);
  e.args.push_back(std::move(event));
  e.args.push_back(next_time_duration(c, n, 2, s));
  scope inner = s;
  inner.counted = 0;
  inner.bound = true;  // `it`: the card the event would have happened to
  inner.damage_replaced = inner.damage_known = p && p->what == engine::replaceable::dealt_damage;
  inner.x_chosen = inner.counters_removed = inner.looked = inner.looked_in_hand = false;
  e.args.push_back(c.check_effect(n.children.back(), inner));
  if (const expr* t = mode_target(e.args.back()))
    c.error(n.children.back(), fmt::format("a next-time replacement cannot target ('{}'): its targets would be chosen as it is "
                                           "made, for an event to come (docs/rulings.md, The next time); name the card "
                                           "with 'it', or choose as it acts ('choose a character you control, ...')",
                                           render(*t)));
}

// "each player draws 1 card": the statement, done by each selected player.
void checker::statements::check_subject(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::for_each;
  e.args.push_back(sel(c, n, 0, s));
  if (!names_players(e.args[0]))  // a card's subject would loop over cards, with the acting player doing it
    c.error(n.children[0], fmt::format("'{}' names cards, and a player does this; write the player as the subject "
                                       "('each opponent', 'target player', 'its controller')",
                                       collapse(n.children[0].text)));
  s.they_named = true;
  s.they_target = one_target_player(e.args[0]);
  s.they_are_you = false;
  e.args.push_back(governed(c, n.children[1], s));
  // `each opponent chooses a card they control`: one card per player, so maybe several
  if (e.args[1].o == op::choose && names_several(e.args[0])) s.chosen = std::max(s.chosen, 2);
}

void checker::statements::check_do(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::do_parameter;
  e.text = intern_name(n.children[0].text);
  const checked::keyword_param* p = c.find_param(s, name_of(e));
  if (p) e.ref = param_index(s, p);
  if (!p || p->kind != checked::param_kind::effect) {
    const std::string guess =
        p ? std::string() : c.closest_param(s, name_of(e), [](checked::param_kind k) { return k == checked::param_kind::effect; });
    suggest(c.error(n.children[0], fmt::format("'do' needs an effect parameter of the keyword; '{}' is {}{}", name_of(e),
                                               p ? fmt::format("a {}", checked::param_kind_name(p->kind)) : "not a parameter",
                                               did_you_mean(guess))),
            guess);
  }
}

// `activate: do price -> reset this`: the costs are checked as an activated ability's (001
// Advanced Rules: "To play an ability, one must first pay the costs"), the effect after them.
void checker::statements::check_activate(checker& c, const node& n, scope& s, expr& e) {
  e.o = op::activate;
  scope cost_scope = s;
  cost_scope.in_cost = true;
  add_made(e.args, [&] { return c.check_effect(n.children[0], cost_scope); });
  scope inner = s;
  inner.in_cost = false;
  add_made(e.args, [&] { return c.check_effect(n.children[1], inner); });
}

void checker::statements::check_nothing(checker&, const node&, scope&, expr& e) { e.o = op::nothing; }

}  // namespace megacorp
