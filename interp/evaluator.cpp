// The evaluator over checked effect trees (docs/language.md for what each construct means).
#include "interp/evaluator.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/chooser.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"
#include "interp/render.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using engine::card_id;
using engine::no_card;
using engine::player_id;
using engine::zone;

namespace {

constexpr int max_depth = 16;  // rules that consult rules; deeper is a loop in card text

[[noreturn]] void unsupported(const expr& e, const std::string& what) {
  throw text_not_supported(fmt::format("{}: the interpreter cannot run {} yet ('{}')", where(e), what, render(e)));
}

bool in_network(const engine::state& s, card_id c) { return s.card(c).zone == zone::network; }

bool adjacent(const engine::state& s, card_id a, card_id b) {
  if (!in_network(s, a) || !in_network(s, b) || s.card(a).zone_player != s.card(b).zone_player) return false;
  return std::abs(s.card(a).x - s.card(b).x) + std::abs(s.card(a).y - s.card(b).y) == 1;
}

bool within_radius(const engine::state& s, card_id a, card_id centre, int n) {
  if (!in_network(s, a) || !in_network(s, centre) || s.card(a).zone_player != s.card(centre).zone_player) return false;
  return a != centre && std::abs(s.card(a).x - s.card(centre).x) <= n && std::abs(s.card(a).y - s.card(centre).y) <= n;
}

// The card a selection such as `this` or `it` stands for, inside a filter.
card_id single(const eval_context& c, const expr& sel) {
  if (sel.o == op::this_card) return c.self;
  if (sel.o == op::bound) return c.it;
  unsupported(sel, "a filter relative to a card other than 'this' or 'it'");
}

// 001 Cards and Card Types: the nouns a selection may name.
bool noun_fits(const engine::card_def& d, const std::string& noun) {
  using engine::card_type;
  std::string n = noun;
  if (n.size() > 1 && n.back() == 's' && n != "business") n.pop_back();
  if (n == "card" || n.empty()) return true;
  if (n == "character") return d.is(card_type::character);
  if (n == "founder") return d.is(card_type::founder);
  if (n == "business" || n == "businesse") return d.is(card_type::business);
  if (n == "event") return d.is(card_type::event);
  if (n == "equipment") return d.is(card_type::equipment);
  if (n == "location") return d.is(card_type::location);
  if (n == "resource") return d.resource;
  return false;
}

// A tag as written, or the tag a keyword's tag parameter stands for (`#t` in CAMOUFLAGE).
std::string tag(const eval_context& c, const std::string& written) {
  std::string lower;
  for (char ch : written) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  const expr* arg = parameter(c, lower);
  return arg && arg->o == op::tag_arg ? arg->text : written;
}

bool has_state(const eval_context& c, card_id card, const expr& e) {
  const engine::state& s = *c.s;
  const engine::card_instance& ci = s.card(card);
  const std::string& w = e.text;
  if (w == "engaged") return in_network(s, card) && ci.engaged;
  if (w == "disengaged") return in_network(s, card) && !ci.engaged;
  if (w == "damaged") return std::any_of(ci.damage.begin(), ci.damage.end(), [](auto d) { return d > 0; });
  if (w == "bonded") return ci.zone == zone::bonded;
  if (w == "surrounded") return in_network(s, card) && engine::is_surrounded(s.player(ci.zone_player).network, s.cell_of(card));
  if (w == "other") return card != c.self;
  if (w == "orphaned") return in_network(s, card) && engine::is_orphaned(s, card);
  unsupported(e, fmt::format("the state '{}'", w));
}

bool filter_passes(const eval_context& c, const expr& f, card_id card) {
  const engine::state& s = *c.s;
  const engine::card_def& d = s.def(card);
  switch (f.o) {
    case op::number: return true;  // a determiner: a, each, target, up to N (how many, not which)
    case op::with_state: return has_state(c, card, f);
    case op::with_tag: return d.has_tag(tag(c, f.text));
    case op::without_tag: return !d.has_tag(tag(c, f.text));
    case op::with_keyword: return has_keyword(c, card, f.text);
    case op::without_keyword: return !has_keyword(c, card, f.text);
    case op::controlled_by:
      if (f.text == "you" || f.text == "you control") return in_network(s, card) && s.card(card).controller == c.you;
      if (f.text == "an opponent" || f.text == "opponents" || f.text == "an opponent controls")
        return in_network(s, card) && s.card(card).controller != c.you;
      unsupported(f, fmt::format("the filter '{}'", f.text));
    case op::in_radius: {
      const int n = amount(c, f.args[0]);
      const card_id centre = f.args.size() > 1 ? single(c, f.args[1]) : c.self;
      return centre != no_card && within_radius(s, card, centre, n);
    }
    case op::adjacent_to: {
      for (card_id other = 0; other < s.cards.size(); ++other)
        if (adjacent(s, card, other) && matches(c, f.args[0], other)) return true;
      return false;
    }
    case op::other_than: return card != single(c, f.args[0]);
    case op::valuation_at_most:
      return engine::ask_number(s, engine::rule_number::valuation, card, d.printed_valuation()) <= amount(c, f.args[0]);
    default: unsupported(f, "this filter");
  }
}

engine::trait trait_of_name(const expr& at, const std::string& name) {
  for (std::size_t i = 0; i < checked::trait_names.size(); ++i)
    if (name == checked::trait_names[i]) return static_cast<engine::trait>(i);
  unsupported(at, fmt::format("the trait '{}'", name));
}

int clamp_int(long long v) { return static_cast<int>(std::clamp<long long>(v, -1000000, 1000000)); }

// The determiner of a selection (`a`, `each`, `target`, `up to`), or empty.
std::string determiner(const expr& sel) {
  if (sel.o != op::select) return {};
  for (const expr& f : sel.args)
    if (f.o == op::number && !f.text.empty()) return f.text;
  return {};
}

// The cards a statement acts on: `a card ...` is one the player chooses (through the
// engine's chooser), `each card ...` every match, `this` and `it` themselves.
std::vector<card_id> pick_cards(const eval_context& c, const expr& sel, engine::ops& o) {
  const std::string d = determiner(sel);
  if (d != "a" && d != "an" && d != "one" && d != "another") return select_cards(c, sel);
  if (!o.choices()) unsupported(sel, "a choice without a chooser");
  std::vector<card_id> options;
  for (card_id card = 0; card < c.s->cards.size(); ++card)
    if (in_network(*c.s, card) && matches(c, sel, card)) options.push_back(card);
  engine::choice_request r{.player = c.you, .source = c.self, .what = render(sel), .may = false, .optional = false, .options = options};
  std::vector<card_id> chosen;
  if (options.empty()) return chosen;  // nothing to choose: the statement does nothing
  o.choices()->decide(*c.s, r, chosen);
  for (card_id x : chosen)
    o.record({.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .card2 = x,
              .why = engine::rule::card_text});
  return chosen;
}

}  // namespace

bool can_evaluate(const expr& e) {
  auto all = [](const std::vector<expr>& v) { return std::all_of(v.begin(), v.end(), [](const expr& a) { return can_evaluate(a); }); };
  switch (e.o) {
    case op::this_card:
    case op::bound:
    case op::you:
    case op::number:
    case op::cost_arg:
    case op::parameter:
    case op::with_tag:
    case op::without_tag:
    case op::with_keyword:
    case op::without_keyword:
    case op::did:
    case op::until_end_of_turn:
      return true;
    case op::while_condition:
      return all(e.args);
    case op::with_state: {
      static const std::array<const char*, 8> states = {"engaged", "disengaged", "damaged", "bonded",
                                                        "surrounded", "other", "orphaned", "another"};
      return std::find(states.begin(), states.end(), e.text) != states.end();
    }
    case op::controlled_by:
      return e.text == "you" || e.text == "you control" || e.text == "an opponent" || e.text == "opponents" ||
             e.text == "an opponent controls";
    case op::modify_trait:
    case op::modify_valuation:
    case op::in_radius:
    case op::adjacent_to:
    case op::other_than:
    case op::valuation_at_most:
    case op::select:
    case op::any_of:
    case op::all_of:
    case op::negate:
    case op::has_state:
    case op::has_tag:
    case op::has_keyword:
    case op::adjacent:
    case op::is_kind:
    case op::controls:
    case op::compare:
    case op::count_of:
      return all(e.args);
    default: return false;
  }
}

std::string where(const expr& e) {
  if (!e.where.file) return "card text";
  const line_col lc = e.where.file->locate(e.where.begin);
  return fmt::format("{}:{}:{}", e.where.file->name(), lc.line, lc.column);
}

eval_context context_for(const library& lib, const engine::state& s, card_id self, const checked::keyword_use* use) {
  eval_context c;
  c.lib = &lib;
  c.s = &s;
  c.self = self;
  c.you = self == no_card ? engine::no_player : s.card(self).controller;
  c.use = use;
  return c;
}

const checked::card& checked_card(const eval_context& c, card_id card) {
  return *c.lib->cards()[c.s->def(card).behaviour];
}

const expr* parameter(const eval_context& c, const std::string& name) {
  if (!c.use || !c.use->def) return nullptr;
  const auto& params = c.use->def->params;
  for (std::size_t i = 0; i < params.size() && i < c.use->args.size(); ++i)
    if (params[i].name == name) return &c.use->args[i];
  return nullptr;
}

std::vector<bound_ability> abilities_of(const checked::card& card) {
  std::vector<bound_ability> out;
  for (const auto& a : card.abilities) out.push_back({&a, nullptr});
  for (const auto& k : card.keywords)
    if (k.def)
      for (const auto& a : k.def->abilities) out.push_back({&a, &k});
  return out;
}

std::vector<bound_ability> active_abilities(const eval_context& c, card_id card) {
  std::vector<bound_ability> out = abilities_of(checked_card(c, card));
  std::erase_if(out, [&](const bound_ability& b) { return b.use && !has_keyword(c, card, b.use->def->name); });
  return out;
}

bool has_keyword(const eval_context& c, card_id card, const std::string& keyword) {
  const checked::card& cc = checked_card(c, card);
  const bool printed = std::any_of(cc.keywords.begin(), cc.keywords.end(),
                                   [&](const checked::keyword_use& k) { return k.def && k.def->name == keyword; });
  if (!printed || c.depth >= max_depth) return printed;
  // A rule of the card itself may take the keyword away while a condition holds.
  for (const bound_ability& b : abilities_of(cc)) {
    const expr& rule = b.ability->trigger;
    if (b.ability->kind != checked::ability_kind::rule || rule.o != op::remove_keyword || !can_evaluate(rule.args[0]))
      continue;
    if (rule.args.size() < 2 || rule.args[1].text != keyword) continue;
    eval_context inner = context_for(*c.lib, *c.s, card, b.use);
    inner.depth = c.depth + 1;
    if (!matches(inner, rule.args[0], card)) continue;
    const bool lasting = rule.args.size() < 3;
    if (lasting || (rule.args[2].o == op::while_condition && can_evaluate(rule.args[2]) &&
                    holds(inner, rule.args[2].args[0])))
      return false;
  }
  return true;
}

bool matches(const eval_context& c, const expr& sel, card_id card) {
  if (card == no_card) return false;
  switch (sel.o) {
    case op::this_card: return card == c.self;
    case op::bound: return card == c.it;
    case op::select: {
      if (!noun_fits(c.s->def(card), sel.text)) return false;
      for (const expr& f : sel.args)
        if (!filter_passes(c, f, card)) return false;
      return true;
    }
    default: unsupported(sel, "this selection of cards");
  }
}

std::vector<card_id> select_cards(const eval_context& c, const expr& sel) {
  if (sel.o == op::select && sel.value == 1) unsupported(sel, "targets (the chooser interface is not built)");
  std::vector<card_id> out;
  if (sel.o == op::this_card || sel.o == op::bound) {
    const card_id one = sel.o == op::this_card ? c.self : c.it;
    if (one != no_card) out.push_back(one);
    return out;
  }
  if (sel.o != op::select) unsupported(sel, "this selection of cards");
  for (const expr& f : sel.args)
    if (f.o == op::number && f.text != "each" && f.text != "all" && f.text != "every")
      unsupported(sel, "a selection that picks some of the cards (a choice)");
  // Without a zone, a selection means the cards in play (001 Glossary: card radius).
  for (card_id card = 0; card < c.s->cards.size(); ++card)
    if (in_network(*c.s, card) && matches(c, sel, card)) out.push_back(card);
  return out;
}

bool holds(const eval_context& c, const expr& e) {
  const engine::state& s = *c.s;
  auto subject = [&]() {
    const auto cards = e.args[0].o == op::select ? select_cards(c, e.args[0])
                                                  : std::vector<card_id>{single(c, e.args[0])};
    if (cards.size() != 1 || cards[0] == no_card) unsupported(e, "a condition about several cards");
    return cards[0];
  };
  switch (e.o) {
    case op::any_of:
      return std::any_of(e.args.begin(), e.args.end(), [&](const expr& a) { return holds(c, a); });
    case op::all_of:
      return std::all_of(e.args.begin(), e.args.end(), [&](const expr& a) { return holds(c, a); });
    case op::negate: return !holds(c, e.args[0]);
    case op::has_state: return has_state(c, subject(), e);
    case op::has_tag: return s.def(subject()).has_tag(tag(c, e.text));
    case op::has_keyword: return has_keyword(c, subject(), e.text);
    case op::adjacent: {
      const card_id a = subject();
      for (card_id other = 0; other < s.cards.size(); ++other)
        if (adjacent(s, a, other) && matches(c, e.args[1], other)) return true;
      return false;
    }
    case op::is_kind: return noun_fits(s.def(subject()), e.text);
    case op::did:
      if (!c.did) unsupported(e, "'did' without a 'may' before it");
      return e.text == "did" ? *c.did : !*c.did;
    case op::controls: {
      // `you control at least 3 cards with #INFRASTRUCTURE`
      if (e.args[0].o != op::you) unsupported(e.args[0], "a player other than 'you'");
      int n = 0;
      for (card_id card = 0; card < s.cards.size(); ++card)
        if (in_network(s, card) && s.card(card).controller == c.you && matches(c, e.args[1], card)) ++n;
      for (const expr& f : e.args[1].args) {
        if (f.o != op::number || f.args.empty()) continue;
        const int k = amount(c, f.args[0]);
        if (f.text == "at least") return n >= k;
        if (f.text == "up to") return n <= k;
        return n == k;
      }
      return n >= 1;
    }
    case op::compare: {
      const int l = amount(c, e.args[0]);
      const int r = amount(c, e.args[1]);
      if (e.text == "is" || e.text == "=" || e.text == "equals") return l == r;
      if (e.text == "<") return l < r;
      if (e.text == ">") return l > r;
      if (e.text == "<=") return l <= r;
      if (e.text == ">=") return l >= r;
      unsupported(e, fmt::format("the comparison '{}'", e.text));
    }
    default: unsupported(e, "this condition");
  }
}

int amount(const eval_context& c, const expr& e) {
  switch (e.o) {
    case op::number: return clamp_int(e.value);
    case op::cost_arg: return clamp_int(e.value);
    case op::parameter: {
      const expr* arg = parameter(c, e.text);
      if (!arg) unsupported(e, fmt::format("the parameter '{}' outside its keyword", e.text));
      return amount(c, *arg);
    }
    case op::negate: return -amount(c, e.args[0]);
    case op::count_of: return static_cast<int>(select_cards(c, e.args[0]).size());
    default: unsupported(e, "this amount");
  }
}

void run(eval_context c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  c.s = &s;
  const engine::cause why = engine::rule::card_text;
  switch (e.o) {
    case op::sequence: {
      bool did = false;
      if (!c.did) c.did = &did;  // the outermost sequence holds `did` for the mays in it
      for (const expr& a : e.args) {
        if (s.over()) return;
        run(c, a, o);
      }
      return;
    }
    case op::if_then:
      if (holds(c, e.args[0])) run(c, e.args[1], o);
      else if (e.args.size() > 2) run(c, e.args[2], o);
      return;
    case op::for_each:
      for (card_id card : select_cards(c, e.args[0])) {
        eval_context inner = c;
        inner.it = card;
        run(inner, e.args[1], o);
      }
      return;
    case op::gain_money: o.gain_money(c.you, std::max(0, amount(c, e.args[0])), why, c.self); return;
    case op::lose_money: {
      // Losing more than is held takes what there is (001 Resources: money cannot be negative).
      const int n = std::min(std::max(0, amount(c, e.args[0])), s.player(c.you).money);
      if (n > 0) o.pay_money(c.you, n, why, c.self);
      return;
    }
    case op::draw:
      for (int i = amount(c, e.args[0]); i > 0 && !s.over(); --i) o.draw(c.you, why);
      return;
    case op::destroy:
    case op::annihilate:
    case op::engage:
    case op::disengage:
      for (card_id card : pick_cards(c, e.args[0], o)) {
        if (!in_network(s, card)) continue;
        if (e.o == op::destroy) o.destroy(card, why);
        else if (e.o == op::annihilate) o.annihilate(card, why);
        else if (e.o == op::engage && !s.card(card).engaged) o.engage(card, why);
        else if (e.o == op::disengage && s.card(card).engaged) o.disengage(card, why);
      }
      return;
    case op::add_counters:
      for (card_id card : select_cards(c, e.args[1]))
        if (in_network(s, card)) o.add_counters(card, std::max(0, amount(c, e.args[0])), why);
      return;
    case op::win_game:
    case op::lose_game: {
      if (e.args[0].o != op::you) unsupported(e.args[0], "a player other than 'you'");
      if (e.o == op::win_game) o.win(c.you, engine::rule::card_effect_win);
      else o.lose(c.you, engine::loss_reason::card_effect, engine::rule::card_effect_win);
      return;
    }
    case op::modify_trait: {
      // `target card gets +2 BQ until end of turn` (a lasting change is a rule instead)
      if (e.args.size() < 3 || e.args[2].o != op::until_end_of_turn) unsupported(e, "a change 'while' a condition holds");
      const int n = amount(c, e.args[1]);
      for (card_id card : select_cards(c, e.args[0]))
        if (in_network(s, card)) o.modify_trait_until_end_of_turn(card, trait_of_name(e, e.text), n, why, c.self);
      return;
    }
    case op::nothing: return;
    case op::may: {
      // "you may ...": the player decides through the chooser; `did` remembers it.
      if (e.args[0].o != op::you) unsupported(e.args[0], "a 'may' for a player other than 'you'");
      if (!o.choices()) unsupported(e, "a 'may' without a chooser");
      engine::choice_request r{.player = c.you, .source = c.self, .what = render(e.args[1]), .may = true, .optional = false, .options = {}};
      std::vector<card_id> none;
      const bool yes = o.choices()->decide(s, r, none);
      o.record({.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .amount = yes ? 1 : 0,
                .why = engine::rule::card_text});
      if (c.did) *c.did = yes;
      if (yes) run(c, e.args[1], o);
      return;
    }
    case op::do_parameter: {
      // `do price`: the effect given as the keyword's argument, as the card's own text.
      const expr* arg = parameter(c, e.text);
      if (!arg || arg->o != op::effect_arg || arg->args.empty()) unsupported(e, "'do' without an effect argument");
      eval_context own = c;
      own.use = nullptr;
      run(own, arg->args[0], o);
      return;
    }
    case op::reset:
      for (card_id card : pick_cards(c, e.args[0], o))
        if (in_network(s, card)) o.reset(card, why);
      return;
    default: unsupported(e, fmt::format("'{}'", checked::op_name(e.o)));
  }
}

}  // namespace megacorp
