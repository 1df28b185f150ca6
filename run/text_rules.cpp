// Rule queries answered from card text: the yes/no questions and the numbers the engine
// asks (`rule: ...`, modifiers), and the cards whose rules may answer them.
#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "engine/limits.hpp"
#include "engine/network.hpp"
#include "engine/path_watch.hpp"
#include "engine/rule_memo.hpp"
#include "ir/render.hpp"
#include "library/keyword_quotes.hpp"
#include "run/text_behaviour_parts.hpp"
#include "vocabulary/area_shape.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp::text_run {

namespace {

// 001 Glossary AREA ATTACK: the shapes a keyword argument names ("2x2", "3x3", "1x4").
engine::area_shape shape_of(const expr& arg) {
  const auto* a = std::get_if<checked::area_ref>(&arg.ref);
  return a ? engine::area_shape{a->across, a->along} : engine::area_shape{};
}

int trait_index(const expr& arg) { return words::trait_index(words::as<words::trait>(arg.word)); }  // -1: none

}  // namespace

// The cards in play that give keywords (grant_holders), looked up the first time a rule
// question needs them: most questions reach no card that answers them.
class granters_of {
 public:
  granters_of(const library& lib, const engine::state& s) : lib_(lib), s_(s) {}
  const engine::state& state() const { return s_; }
  const engine::card_set& get() {
    if (!found_) list_ = grant_holders(lib_, s_);
    found_ = true;
    return list_;
  }
  // The questions the keywords these cards' rules give may answer: the union of each
  // one's by_def entry (by card definition; all questions for one out of its range).
  std::uint64_t answers(const std::vector<std::uint64_t>& by_def) {
    if (!answers_found_)
      for (card_id x : get()) {
        const std::size_t i = s_.def(x).behaviour;
        answers_ |= i < by_def.size() ? by_def[i] : ~std::uint64_t{0};
      }
    answers_found_ = true;
    return answers_;
  }

 private:
  const library& lib_;
  const engine::state& s_;
  bool found_ = false;
  bool answers_found_ = false;
  engine::card_set list_;
  std::uint64_t answers_ = 0;
};

// Which cards' rules to read ---------------------------------------------------------

// A context for a holder's text, knowing which of `holders` give keywords.
inline eval_context text_behaviour::context_among(const engine::state& s, card_id holder, const checked::keyword_use* use,
                                           granters_of& granters) const {
  eval_context c = context(s, holder, use);
  c.grant_holders = &granters.get();
  return c;
}

// A holder's abilities as far as the rules answering `question` go (abilities_for),
// knowing which cards give keywords.
inline ability_list text_behaviour::abilities_among(const engine::state& s, card_id holder, std::uint64_t question,
                                                    granters_of& granters) const {
  if (!may_change(s, holder, 0, question)) return ability_list::shared(abilities_of(card(s, holder)));
  return active_abilities(context_among(s, holder, nullptr, granters), holder);
}

// Whether a keyword that a rule of a card in play gives may answer a question: some card
// in play gives keywords, and one of the keywords its rules give answers it.
inline bool text_behaviour::granted_answer(std::uint64_t question, granters_of& granters) const {
  if ((pass_answers_ & question) && !granters.state().passing.empty()) return true;  // 001 Bonding
  return (rule_grant_answers_ & question) && (granters.answers(card_grant_answers_) & question);
}

// Whether a keyword that a keyword a card only gained gives may answer a question
// (run/keywords_in_play.cpp, givers_now): some card may have gained one.
inline bool text_behaviour::given_by_gained(std::uint64_t question, granters_of& granters) const {
  return (keyword_grant_answers_ & question) && (!granters.state().grants.empty() || !granters.get().empty());
}

// The cards in play whose rules may answer a question: those with printed rules
// (state::ruled, has_rules), or all of them when a keyword whose rules answer it may
// have been gained (an effect gave keywords, or a card in play gives one that answers it).
inline const engine::card_set& text_behaviour::holders_of(std::uint64_t question, const engine::state& s, granters_of& granters) const {
  const bool gained = ((keyword_answers_ & question) && !s.grants.empty()) || granted_answer(question, granters) ||
                     given_by_gained(question, granters);
  return gained ? s.in_play : s.ruled;
}

// Whether holder's rules may answer a question: its printed rules do, or it may have
// gained a keyword whose rules do. (These three are asked for every card at every rule
// question, and used in this file only: inline, as they were inside the class body.)
inline bool text_behaviour::may_answer(std::uint64_t question, const engine::state& s, card_id holder, granters_of& granters) const {
  const std::size_t i = s.def(holder).behaviour;
  if (i < card_answers_.size() && (card_answers_[i] & question)) return true;
  if (granted_answer(question, granters)) return true;
  if (!(keyword_answers_ & question)) return false;  // keyword_grant_answers_ are among them
  return std::any_of(s.grants.begin(), s.grants.end(), [&](const engine::keyword_grant& g) { return g.card == holder; }) ||
         given_by_gained(question, granters);
}

// Whether some card's printed rules may answer a question: a card in play with printed
// rules, or one of the two cards asked about (for_each_holder adds them). When no keyword
// answering it may have been gained (holders_of gives state::ruled), may_answer is exactly
// this per card, so a question no printed rule answers reads no card.
inline bool text_behaviour::printed_may_answer(std::uint64_t question, const engine::state& s, card_id self,
                                               card_id other) const {
  const auto answers_of = [&](card_id c) {
    const std::size_t i = s.def(c).behaviour;
    return i < card_answers_.size() ? card_answers_[i] : ~std::uint64_t{0};
  };
  if ((self != no_card && (answers_of(self) & question)) || (other != no_card && (answers_of(other) & question))) return true;
  // The union over state::ruled, kept while s does not change (engine/rule_memo.hpp).
  thread_local std::uint64_t union_stamp = 0, union_of_ruled = 0;
  thread_local const text_behaviour* union_by = nullptr;
  const std::uint64_t stamp = engine::rule_memo_stamp(s);
  if (stamp == 0)
    return std::any_of(s.ruled.begin(), s.ruled.end(), [&](card_id c) { return (answers_of(c) & question) != 0; });
  if (stamp != union_stamp || union_by != this) {
    union_of_ruled = 0;
    for (card_id c : s.ruled) union_of_ruled |= answers_of(c);
    union_stamp = stamp, union_by = this;
  }
  return (union_of_ruled & question) != 0;
}

// `can only PHRASE while C` with nothing after the phrase (`this can only attack while you
// control a card with #BUILDING`): a restriction outside C (docs/rulings.md, "Can and cannot").
namespace {
// `this costs 2M less to buy while you control ...`: a card's own cost, whose `you` is the
// player who pays it, wherever the card is (001 Buy Phase; Advanced Rules).
bool pays_for_itself(const rule_table::entry& e) {
  return ((e.change == rule_table::number_change::cost_less || e.change == rule_table::number_change::cost_more) &&
          e.object == rule_table::side::none) ||
         e.query == engine::rule_query::can_be_deployed_free;  // asked of a card in its player's hand
}

// Who pays for card c: the player whose hand holds it (a buy or a play at any time), else
// the turn player (a buy from an open market or a network, the revealed resource).
engine::player_id payer(const engine::state& s, card_id c) {
  const engine::card_instance& ci = s.card(c);
  return ci.zone == engine::zone::hand ? ci.zone_player : s.active;
}

// Who pays the cost number q changes: for an unbond, the controller of the card whose text
// unbonds (`other`; 001 Bonding: "you must pay the costs"), else payer() above.
engine::player_id payer_of(rule_number q, const engine::state& s, card_id self, card_id other) {
  if (q == rule_number::unbond_cost_change && other != no_card) return s.card(other).controller;
  return payer(s, self);
}

// `cannot buy more than 1 card each turn`: whether the player who would buy (play) self has
// bought (played) that many this turn, so the rule answers.
bool count_reached(const eval_context& c, const rule_view& r, const engine::state& s, card_id self) {
  if (r.object_count == 0) return false;
  const engine::player_state& ps = s.player(payer(s, self));
  const int done = r.f.e->counted == rule_table::per_turn::buys ? ps.bought_this_turn : ps.events_played_this_turn;
  return done >= amount(c, *r.objects[0]);
}

bool only_while(const rule_view& r) {
  return r.f.m == rule_table::modal::can_only && r.object_count == 0 &&
         r.f.e->change == rule_table::number_change::none && r.condition;
}
}  // namespace

// Calls f for each rule in play that answers `question`, with its context and parts.
template <class F>
void text_behaviour::for_each_rule(std::uint64_t question, const engine::state& s, card_id self, card_id other, F&& f) const {
  granters_of granters(lib_, s);
  const engine::card_set& holders = holders_of(question, s, granters);
  if (&holders == &s.ruled && !printed_may_answer(question, s, self, other)) return;  // none may answer
  for_each_holder(holders, self, other, [&](card_id holder) {
    if (!may_answer(question, s, holder, granters)) return;
    for (const bound_ability& b : abilities_among(s, holder, question, granters)) {
      if (b.ability->trigger.o != op::select) continue;
      const ability_reading read = reading_of(*b.ability);
      if (!(read.answers & question)) continue;
      rule_view r = view(b.ability->trigger, off_);
      if (!r.f.e || !read.evaluable) continue;
      eval_context c = context_among(s, holder, b.use, granters);
      if (holder == self && pays_for_itself(*r.f.e)) c.you = payer(s, self);
      if (r.condition && !holds(c, *r.condition)) {
        if (!only_while(r)) continue;
        r.outside = true;
      }
      f(c, r, b);
    }
  });
}

// Continuous modifiers (`rule: this gets +5 valuation while ...`) that apply to self.
template <class F>
void text_behaviour::for_each_modifier(const engine::state& s, card_id self, op kind, F&& f) const {
  granters_of granters(lib_, s);
  const std::uint64_t question = kind == op::modify_valuation ? bit_of(rule_number::valuation)
                                 : kind == op::copy_traits    ? bit_of(rule_number::traits_of)
                                                              : bit_of(rule_number::iq) | bit_of(rule_number::eq) |
                                                                    bit_of(rule_number::mq) | bit_of(rule_number::bq);
  const engine::card_set& holders = holders_of(question, s, granters);
  if (&holders == &s.ruled && !printed_may_answer(question, s, self, no_card)) return;  // none may answer
  for_each_holder(holders, self, no_card, [&](card_id holder) {
    if (!may_answer(question, s, holder, granters)) return;
    for (const bound_ability& b : abilities_among(s, holder, question, granters)) {
      const expr& m = b.ability->trigger;
      if (b.ability->kind != checked::ability_kind::rule || m.o != kind || !evaluable(m)) continue;
      // read without itself and the rules after it (docs/rulings.md, A rule that reads what it gives)
      const std::size_t index = rule_index(card(s, holder), b);
      if (!before_cut(holder, index)) continue;
      const cut_scope read_before(s, holder, index, rule_changes::number);
      eval_context c = context_among(s, holder, b.use, granters);
      if (!matches(c, m.args[0], self)) continue;
      if (m.args.size() > 2 && m.args[2].o == op::while_condition && !holds(c, m.args[2].args[0])) continue;
      // `it` in the amount is the card the rule changes (`for each development counter on
      // it`); `its` stays the rule's card (docs/rulings.md, Each its own).
      if (c.its == no_card) c.its = c.self;
      c.it = self;
      f(c, m);
    }
  });
}

// Rule queries --------------------------------------------------------------------------

bool text_behaviour::query(rule_query q, const engine::state& s, card_id self, bool answer, card_id other) const {
  if (!may_answer(q)) return answer;  // no text of the library answers it: no rule to look for
  return decide(q, s, self, answer, other, nullptr);
}

bool text_behaviour::may_answer(rule_query q) const { return (every_answer_ & bit_of(q)) != 0; }

bool text_behaviour::may_answer_out_of_play(rule_query q, const engine::card_def& d) const {
  const std::uint64_t question = bit_of(q);
  return (about_others_ & question) || (d.behaviour < card_answers_.size() && (card_answers_[d.behaviour] & question));
}

bool text_behaviour::may_answer_out_of_play_for_some_non_event(rule_query q) const {
  return ((about_others_ | non_event_answers_) & bit_of(q)) != 0;
}

bool text_behaviour::has_rules(const engine::card_def& d) const {
  const std::size_t i = d.behaviour;
  return i < card_answers_.size() && (card_answers_[i] != 0 || lib_.cards()[i]->grants_keywords);
}

ability_list text_behaviour::abilities_for(const engine::state& s, card_id holder, std::uint8_t kinds,
                                           std::uint64_t questions) const {
  if (!may_change(s, holder, kinds, questions)) return ability_list::shared(abilities_of(card(s, holder)));
  return active_abilities(context(s, holder, nullptr), holder);
}

// Whether a reader of abilities of `kinds` and rules answering `questions` may find a
// holder's list changed from the printed one: a keyword may be lost (an effect's record,
// its own rules, another card's) or gained (an effect's record, or a rule giving a keyword
// with such abilities). As active_abilities decides what it adds and takes away.
bool text_behaviour::may_change(const engine::state& s, card_id holder, std::uint8_t kinds, std::uint64_t questions) const {
  if (!s.grants.empty() || lib_.some_rule_takes() || card(s, holder).loses_own) return true;
  if (lib_.some_card_grants() && ((gain_kinds_ & kinds) || (gain_answers_ & questions))) return true;
  return ((pass_kinds_ & kinds) || (pass_answers_ & questions)) && tops_passing_pile(s, holder);
}

// Whether a card bonded under holder passes it keywords (001 Bonding): such cards are in
// state::granting, a short list.
bool text_behaviour::tops_passing_pile(const engine::state& s, card_id holder) const {
  if (s.passing.empty()) return false;
  return std::any_of(s.passing.begin(), s.passing.end(), [&](card_id x) { return s.card(x).host == holder; });
}

bool text_behaviour::gives_keywords(const engine::card_def& d) const {
  return d.behaviour < lib_.cards().size() && lib_.cards()[d.behaviour]->grants_keywords;
}

bool text_behaviour::passes_keywords(const engine::card_def& d) const {
  return d.behaviour < lib_.cards().size() && lib_.cards()[d.behaviour]->passes_keywords;
}

engine::card_behaviour::explanation text_behaviour::explain(rule_query q, const engine::state& s, card_id self,
                                                           card_id other) const {
  explanation out;
  engine::keyword_rule by;
  const bool yes = decide(q, s, self, true, other, nullptr);
  decide(q, s, self, !yes, other, &out.text, &by);  // run again to find the rule that set the answer
  for (const auto& k : lib_.keywords())  // a keyword's rule: the section that defines it
    if (!by.keyword.empty() && k->name == by.keyword) out.section = keyword_cited_section(*k);
  return out;
}

engine::keyword_rule text_behaviour::keyword_that_decided(rule_query q, const engine::state& s, card_id self,
                                                          card_id other) const {
  engine::keyword_rule by;
  if (!may_answer(q)) return by;
  std::string text;
  const bool yes = decide(q, s, self, true, other, nullptr);
  decide(q, s, self, !yes, other, &text, &by);
  return by;
}

engine::keyword_rule text_behaviour::keyword_that_changed(rule_number q, const engine::state& s, card_id self,
                                                          int default_value, card_id other) const {
  engine::keyword_rule by;
  if (every_answer_ & bit_of(q)) number_by(q, s, self, default_value, other, &by);
  return by;
}

// The rules effects gave players (state::player_rules, docs/rulings.md, Rules given to
// players), each read as its card's text with `that player` the player who has it.
template <class F>
void text_behaviour::for_each_player_rule(std::uint64_t question, const engine::state& s, F&& f) const {
  for (const engine::player_rule& pr : s.player_rules) {
    const checked::keyword* k = lib_.granted_rule(pr.rule);
    if (!k || k->abilities.empty() || !(answers(k->abilities[0], off_) & question)) continue;
    const rule_view r = view(k->abilities[0].trigger, off_);
    if (!r.f.e || !can_evaluate(k->abilities[0].trigger, off_)) continue;
    eval_context c = context(s, pr.source, nullptr);
    c.you = pr.lasts.player;
    c.that_player = pr.player;
    f(c, r, bound_ability{&k->abilities[0], &k->bare});
  }
}

namespace {
// A test watching the paths (engine/path_watch.hpp) hears of each rule phrase that answers
// the question asked; not while `decided` looks for the text that set an answer.
// The code: the entry's place in rule_table::all(), doubled, plus 1 for an obligation.
void note_rule(const std::string* decided, const rule_table::entry* e, bool must) {
  if (engine::path_watch* w = engine::watching_paths; w && !decided) [[unlikely]]
    w->answered(w->asking, engine::answer_by::rule, (e - rule_table::all().data()) * 2 + (must ? 1 : 0));
}
}  // namespace

namespace {
// Whether an effect gives the rule numbered `keyword` (run_grant_rule's number) somewhere in it.
bool gives_rule(const library& lib, const expr& e, std::uint16_t keyword) {
  if (const auto* given = std::get_if<checked::given_rule>(&e.ref);
      given && granted_rule_number(lib, static_cast<std::int64_t>(*given) + 1) == keyword)
    return true;
  return std::any_of(e.args.begin(), e.args.end(), [&](const expr& a) { return gives_rule(lib, a, keyword); });
}
}  // namespace

// The card whose effect gave `holder` the rule `use` (docs/rulings.md, Restrictions given by
// an effect), and the ability of it that did: `, given by "Border Sentry" (its ability
// "Halt")`; empty for a rule printed or given by a card's own rule.
std::string text_behaviour::given_by(const engine::state& s, card_id holder, const checked::keyword_use* use) const {
  if (!use) return {};
  for (const engine::keyword_grant& g : s.grants) {
    if (g.card != holder || g.lost || g.lasts.source == engine::no_card || granted_keyword(lib_, g.keyword) != use) continue;
    const engine::card_def& d = (*s.db)[g.lasts.def];
    std::string ability;
    for (const bound_ability& b : abilities_of(*lib_.cards()[d.behaviour]))
      if (!b.ability->name.empty() && gives_rule(lib_, b.ability->effect, g.keyword))
        ability = fmt::format(" (its ability \"{}\")", b.ability->name);
    return fmt::format(", given by \"{}\"{}", d.name, ability);
  }
  // A keyword a pile's top has from a card bonded under it (blind rules batch 97: a LOYAL
  // card under the top read as the top's own).
  for (card_id under : s.pile_under(holder)) {
    const auto& printed = lib_.cards()[s.def(under).behaviour]->keywords;
    if (std::any_of(printed.begin(), printed.end(), [&](const checked::keyword_use& k) { return &k == use; }))
      return fmt::format(", from \"{}\" bonded under it (001 Bonding: \"The First (top) card of the pile gains all "
                         "keywords of the cards bonded to it\")",
                         s.def(under).name);
  }
  return {};
}

// The answer to a query, starting from `answer`; `decided` gets the text of the rule
// that set it (the card, the keyword that gave the rule, the rule). A restriction
// (`cannot`, `can only`) outweighs a permission (`can`, or a bare phrase) whatever the
// order of the cards (docs/rulings.md, "Can and cannot"); among rules of one kind the
// last in card order decides.
bool text_behaviour::decide(rule_query q, const engine::state& s, card_id self, bool answer, card_id other,
                            std::string* decided, engine::keyword_rule* by) const {
  // self: the card asked about; other: the opposing card (attacker, blocker, ...).
  std::optional<bool> restricted, permitted;
  std::string restricted_by, permitted_by;
  engine::keyword_rule restricted_kw, permitted_kw;
  auto keyword = [&](const eval_context& c, const bound_ability& b) {
    return b.use ? engine::keyword_rule{c.self, b.use->def->name} : engine::keyword_rule{};
  };
  const bool latest = latest_rule_decides(s.rules);
  auto say = [&](const eval_context& c, const bound_ability& b) {
    return fmt::format("\"{}\"{}: {}{}", s.def(c.self).name, b.use ? " (" + b.use->def->name + ")" : "",
                       render_bound(b.ability->trigger, b.use), given_by(s, c.self, b.use));
  };
  const auto apply = [&](const eval_context& c, const rule_view& r, const bound_ability& b) {
    const rule_table::entry& e = *r.f.e;
    using rule_table::modal;
    if (r.f.m == modal::must && e.obliges) {  // an obligation answers its own question only
      if (e.must != q || !fits(c, e.must_subject, r.subject, s, self, other, true)) return;
      if (own_attack_free(q, r, s, self, other)) return;
      if (e.must_object != rule_table::side::none && r.object_count > 0 &&
          !fits(c, e.must_object, r.objects[0], s, self, other, true))
        return;
      permitted = true;
      note_rule(decided, r.f.e, true);
      if (decided) permitted_by = say(c, b), permitted_kw = keyword(c, b);
      return;
    }
    if (e.change != rule_table::number_change::none || e.query != q) return;
    if (e.once_attacked && s.card(self).times_attacked < 1) return;
    if (e.bought_from && s.card(self).zone != *e.bought_from) return;  // `buy _ from an open market`
    if (e.counted != rule_table::per_turn::none && !count_reached(c, r, s, self)) return;
    if (!fits(c, e.subject, r.subject, s, self, other, true)) return;
    // `can only` with nothing after the phrase reads as `can`, but outside its `while`
    // condition, as `cannot` (only_while).
    const bool only = r.f.m == modal::can_only && ((e.object != rule_table::side::none && r.object_count > 0) || r.outside);
    const bool restriction = r.f.m == modal::cannot || only;
    // An opposing card not known yet (an offer before the attacker is chosen) never
    // restricts; `can only` restricts when the object does not fit.
    // In a rule about players, `their` in the object is the player asked about, whom the
    // subject named before it (docs/vocabulary.md 7.5: `each opponent cannot buy cards in
    // their open market`), not the rule card's controller (issue 27, p29).
    std::vector<engine::player_id> asked;
    std::optional<eval_context> theirs;
    if (rule_table::about_players(e.subject) && e.object != rule_table::side::none && r.object_count > 0) {
      asked.push_back(e.subject == rule_table::side::payer       ? payer(s, self)
                      : e.subject == rule_table::side::activator ? s.card(self).controller
                                                                 : s.card(self).owner);
      theirs.emplace(c);
      theirs->named_players = &asked;
    }
    const eval_context& about = theirs ? *theirs : c;
    const bool object_fits = !r.outside && (e.object == rule_table::side::none || r.object_count == 0 ||
                                            fits(about, e.object, r.objects[0], s, self, other, !restriction || only));
    if (only ? object_fits : !object_fits) return;
    // Variant latest-rule-decides: every rule writes the one answer, in card order.
    std::optional<bool>& slot = restriction && !latest ? restricted : permitted;
    slot = restriction ? !e.yes : e.yes;
    note_rule(decided, r.f.e, false);
    if (decided) (restriction && !latest ? restricted_by : permitted_by) = say(c, b);
    if (decided) (restriction && !latest ? restricted_kw : permitted_kw) = keyword(c, b);
  };
  for_each_rule(bit_of(q), s, self, other, apply);
  if (!s.player_rules.empty()) for_each_player_rule(bit_of(q), s, apply);
  const bool out = restricted ? *restricted : permitted ? *permitted : answer;
  if (decided && out != answer) *decided = restricted ? restricted_by : permitted_by;
  if (by && out != answer) *by = restricted ? restricted_kw : permitted_kw;
  return out;
}

// `this must be attacked` with no object binds "an opponent who attacks" (docs/cookbook.md
// #64; docs/rulings.md, Must): an attack by a card of the target's own controller is free.
// `must be attacked by SEL` binds whoever SEL names.
bool text_behaviour::own_attack_free(rule_query q, const rule_view& r, const engine::state& s, card_id self, card_id other) {
  return q == rule_query::must_be_attacked && r.object_count == 0 && other != no_card &&
         s.card(other).controller == s.card(self).controller;
}

// Whether a rule's subject or object fits its side of the question. `unknown`: the answer
// when the side is the opposing card and none is known yet.
bool text_behaviour::fits(const eval_context& c, rule_table::side sd, const expr* sel, const engine::state& s, card_id self,
                          card_id other, bool unknown) {
  using rule_table::side;
  switch (sd) {
    case side::none: return true;
    case side::self: return matches(c, *sel, self);
    case side::other: return other == no_card ? unknown : matches(c, *sel, other);
    case side::turn_player: return player_fits(c, *sel, s.active);
    case side::controller: return player_fits(c, *sel, s.card(self).controller);
    case side::payer: return player_fits(c, *sel, payer(s, self));
    case side::player: return player_fits(c, *sel, s.card(self).owner);
    case side::activator: return player_fits(c, *sel, s.card(self).controller);
  }
  return false;
}

// Whether player p fits a rule's player object: one of the players it names (`a player`
// and `an opponent` name any of them, players_of).
bool text_behaviour::player_fits(const eval_context& c, const expr& sel, engine::player_id p) {
  const auto named = players_of(c, sel);
  return std::find(named.begin(), named.end(), p) != named.end();
}

// Numbers ---------------------------------------------------------------------------------

int text_behaviour::number(rule_number q, const engine::state& s, card_id self, int value, card_id other) const {
  if (!(every_answer_ & bit_of(q))) return value;  // no text of the library changes it: no rule to look for
  return number_by(q, s, self, value, other, nullptr);
}

// `rule: this has the traits of the chosen card`: the one card in a network it names, not
// self; of several such rules the last in card order; else `value`.
int text_behaviour::traits_source(const engine::state& s, card_id self, int value) const {
  for_each_modifier(s, self, op::copy_traits, [&](const eval_context& c, const expr& m) {
    if (!can_evaluate(m.args[1], off_)) return;
    const std::vector<card_id> named = select_cards(c, m.args[1]);
    if (named.size() == 1 && named[0] != self && s.card(named[0]).zone == engine::zone::network) value = named[0];
  });
  return value;
}

// `rule: cards with #GMO you buy cost 1M less`: when the payer is among the players named;
// `this costs 2M less to buy`: whoever pays. The money is the last object (the number before
// the trait, `cost 1 BQ less`); 0 when the rule does not apply to self.
int text_behaviour::cost_change(const eval_context& c, const rule_view& r, const engine::state& s, card_id self, rule_number q,
                                card_id other) {
  const rule_table::entry& e = *r.f.e;
  const bool named = e.object != rule_table::side::none;
  const std::size_t amount_at = r.object_count - (e.per_trait ? 2 : 1);  // `1 BQ`: the number before the trait
  if (r.object_count < (named ? 2u : 1u) + (e.per_trait ? 1u : 0u)) return 0;
  // `abilities of cards you control cost 1M less to activate`: the card, not a player.
  if (named && !(e.object == rule_table::side::self ? matches(c, *r.objects[0], self)
                                                    : player_fits(c, *r.objects[0], payer_of(q, s, self, other))))
    return 0;
  if (e.bought_from && s.card(self).zone != *e.bought_from) return 0;
  return (e.change == rule_table::number_change::cost_less ? -1 : 1) * amount(c, *r.objects[amount_at]);
}

// The number, and in `by` (if given) the keyword of the last rule that changed it.
int text_behaviour::number_by(rule_number q, const engine::state& s, card_id self, int value, card_id other,
                              engine::keyword_rule* by) const {
  // A rule whose condition or amount reads the number it changes (`rule: this gets +1
  // BQ while the BQ of this is at least 2`) reads it without the rules being applied:
  // the question asked again while it is being answered gets the value before rules
  // (docs/rulings.md, A rule that reads what it changes). Per thread: --jobs plays games
  // on several threads.
  // A question asked while a rule is read (the cut) is another question: the rules before it.
  thread_local std::vector<std::tuple<rule_number, card_id, rule_place>> answering;
  const std::tuple<rule_number, card_id, rule_place> asked{q, self, rule_cut()};
  if (std::find(answering.begin(), answering.end(), asked) != answering.end()) return value;
  answering.push_back(asked);
  struct done_t {
    ~done_t() { answering.pop_back(); }
  } done;
  const number_frame frame;  // what a keyword question finds inside may differ (keywords_in_play.cpp)
  int bonus = 0;
  const auto apply = [&](const eval_context& c, const rule_view& r, const bound_ability& b) {
    using rule_table::number_change;
    const rule_table::entry& e = *r.f.e;
    if (e.change == number_change::none) return;
    if (e.subject == rule_table::side::self && !matches(c, *r.subject, self)) return;  // none: `abilities of SEL`
    struct note_t {  // names the keyword whose rule changed the value
      engine::keyword_rule* by;
      const int& value;
      int before;
      engine::keyword_rule kw;
      ~note_t() {
        if (by && value != before) *by = kw;
      }
    } note{by, value, value, b.use ? engine::keyword_rule{c.self, b.use->def->name} : engine::keyword_rule{}};
    const bool no = r.f.m == rule_table::modal::cannot;  // `cannot`: at most what the phrase would allow
    switch (e.change) {
      case number_change::none: break;
      case number_change::unlimited: value = no ? std::min(value, 1) : engine::unlimited_count; break;
      case number_change::times:
        if (r.object_count == 0) break;
        if (const int n = amount(c, *r.objects[0]); no) value = std::min(value, n - 1);
        else value = r.f.m == rule_table::modal::can_only ? std::min(value, n) : n;
        break;
      // `must be blocked by at least 2 cards` (written with `must` only): the most such rules ask.
      case number_change::at_least:
        if (r.object_count > 0 && !no) value = std::max(value, amount(c, *r.objects[0]));
        break;
      // `cannot attack an additional time`: no more than the one attack of the rules.
      case number_change::additional: value = no ? std::min(value, 1) : value + 1; break;
      case number_change::first: value = no ? std::max(value, 1) : std::min(value, 0); break;
      case number_change::area: {
        if (r.object_count < 2) break;
        if (no) {  // `cannot attack areas ...`: one target
          if (q == rule_number::attack_area) value = 0;
          break;
        }
        const expr* shape = r.objects[0]->o == op::parameter ? parameter(c, *r.objects[0]) : nullptr;
        const expr* trait = r.objects[1]->o == op::parameter ? parameter(c, *r.objects[1]) : nullptr;
        if (q == rule_number::attack_area && shape) value = engine::area_code(shape_of(*shape));
        if (q == rule_number::attack_trait && trait) value = trait_index(*trait);
        break;
      }
      case number_change::cost_less:
      case number_change::cost_more:
        if (!no) value += cost_change(c, r, s, self, q, other);
        break;
    }
  };
  for_each_rule(bit_of(q), s, self, other, apply);
  // a cost change an effect gave for a while (`cards you buy cost 1M less until end of turn`)
  if (!s.player_rules.empty()) for_each_player_rule(bit_of(q), s, apply);
  if (q == rule_number::traits_of) value = traits_source(s, self, value);
  if (q == rule_number::valuation)
    for_each_modifier(s, self, op::modify_valuation, [&](const eval_context& c, const expr& m) { bonus += amount(c, m.args[1]); });
  // `rule: this gets +1 BQ while ...`
  if (const auto t = engine::trait_asked(q))
    for_each_modifier(s, self, op::modify_trait, [&](const eval_context& c, const expr& m) {
      if (words::trait_index(words::as<words::trait>(m.word)) == static_cast<int>(*t)) bonus += amount(c, m.args[1]);
    });
  return value + bonus;
}

}  // namespace megacorp::text_run
