// Checking abilities and effects: statements, selections, amounts, conditions, triggers
// and rules, turning each into a checked::expr tree.
#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "interp/check/checker.hpp"
#include "interp/vocabulary/area_shape.hpp"
#include "interp/vocabulary/cost_statements.hpp"
#include "interp/vocabulary/event_triggers.hpp"
#include "interp/check/names.hpp"
#include "interp/vocabulary/rule_table.hpp"
#include "interp/vocabulary/variants.hpp"
#include "interp/vocabulary/vocabulary.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;
using vocabulary::replaceable_phrases;
using vocabulary::rule_phrases;
using vocabulary::state_words;
using vocabulary::step_names;
using vocabulary::trigger_phrases;

namespace {

const std::vector<std::string> counter_kinds = {"development"};

std::string collapse(std::string_view text) { return collapse_blanks(text); }

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
    case kind::stmt_win: return "win";
    case kind::stmt_lose_game: return "lose the game";
    case kind::stmt_may: return "may";
    case kind::stmt_subject: return collapse(n.children[0].text) + " ...";
    default: {  // the others start with their verb: `draw 1 card`
      const std::string text = collapse(n.text);
      return text.substr(0, text.find(' '));
    }
  }
}

std::string known_list(const std::vector<std::string>& list) {
  std::string out;
  for (const auto& s : list) out += (out.empty() ? "'" : ", '") + s + "'";
  return out;
}

// The phrase `guess` (a pattern: '_' a selection, '#' a number) written with the
// selections and numbers of `phrase` in place, in order; "" when they do not pair up.
std::string fill_pattern(const std::string& guess, const syntax::node& phrase) {
  if (guess.empty()) return {};
  std::vector<const syntax::node*> objects;
  for (const syntax::node& part : phrase.children)
    if (part.k == kind::selection || part.k == kind::number) objects.push_back(&part);
  std::string out;
  std::size_t next = 0;
  for (std::size_t start = 0; start <= guess.size();) {
    std::size_t end = std::min(guess.find(' ', start), guess.size());
    std::string_view token(guess.data() + start, end - start);
    if (!out.empty()) out += ' ';
    if (token == "_" || token == "#") {
      kind want = token == "_" ? kind::selection : kind::number;
      if (next >= objects.size() || objects[next]->k != want) return {};
      out += collapse(objects[next++]->text);
    } else if (token == "%") {
      return {};  // a keyword's parameter: no fix offered
    } else {
      out += token;
    }
    start = end + 1;
  }
  return next == objects.size() ? out : std::string{};
}

bool is_amount(kind k) {
  return k == kind::number || k == kind::amount_count || k == kind::amount_trait || k == kind::amount_param ||
         k == kind::amount_dealt;
}

}  // namespace

const checked::keyword_param* checker::find_param(const scope& s, std::string_view name) const {
  if (!s.params) return nullptr;
  for (const auto& p : *s.params)
    if (p.name == name) return &p;
  return nullptr;
}

bool checker::tag_known(const std::string& tag, const scope& s) const {
  if (known_tags_.count(tag)) return true;
  if (s.params)
    for (const auto& p : *s.params)
      if (p.kind == checked::param_kind::tag && normalize_keyword(p.name) == tag) return true;
  return false;
}

void checker::check_ability(const node& n, checked::ability& a, const scope& outer, const checked::card* card) {
  a.where = at(n);
  scope s = outer;
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
      if (n.children.size() - i == 2) a.cost = check_effect(n.children[i++], cost_scope);
      else a.cost = expr{op::sequence, {}, 0, {}, at(n)};
      a.effect = check_effect(n.children[i], s);
      break;
    }
    case kind::ability_resolve: {
      a.kind = checked::ability_kind::resolve;
      if (card && card->types && !card->is(checked::event))
        error(n, "only events resolve; a card that stays in play acts through 'when this is deployed:' or abilities");
      a.effect = check_effect(n.children[0], s);
      break;
    }
    case kind::ability_rule: {
      a.kind = checked::ability_kind::rule;
      s.in_rule = true;
      a.trigger = check_rule(n.children[0], s);
      break;
    }
    case kind::ability_replace: {
      a.kind = checked::ability_kind::replacement;
      a.trigger = check_replacement(n.children[0], n.children[1], s);
      s.bound = true;  // `it` is the card the event would have happened to
      a.effect = check_effect(n.children[2], s);
      break;
    }
    default: error(n, "expected an ability here");
  }
}

void checker::check_shape(const node& n) {
  if (!area_shape_of(n.text))
    error(n, fmt::format("area '{}' has a side of 0 or wider than a network; each side is 1 to {} cells "
                         "(001 Glossary: an area \"such as 2x2, 3x3, 3x1\")",
                         n.text, engine::max_area_side));
}

// Targets are chosen when an event is played or an ability activated or triggered (Glossary
// TARGET): a rule is never played, and a trigger's or a replacement's selections are
// matched against what happens, so none of them can hold a target.
void checker::no_target_here(const node& n, const scope& s) {
  if (s.in_rule) error(n, "a rule cannot target; targets are chosen when an ability or event is played");
  else if (s.in_pattern)
    error(n, "a trigger or a replacement is matched against what happens and cannot target; targets are chosen "
             "when an ability or event is played (name the card without 'target')");
  else if (s.in_while)
    error(n, "a 'while' condition is read for as long as the change lasts, after the effect is done, and cannot "
             "target; name the card another way ('this', 'it')");
}

expr checker::check_trigger(const node& n, scope& s) {
  const node& first = n.children[0];
  expr e;
  e.where = at(first);
  if (first.k == kind::trigger_step) {
    e.o = op::select;
    std::string text = collapse(first.text);
    // "your turn begins" -> owner "your", step "turn", edge "begins"
    std::string owner;
    std::string rest = text;
    for (const char* prefix : {"your ", "an opponent's ", "each opponent's ", "each ", "the "})
      if (owner.empty() && rest.rfind(prefix, 0) == 0) {
        owner = std::string(prefix).substr(0, std::string(prefix).size() - 1);
        rest = rest.substr(std::string(prefix).size());
      }
    if (owner == "each opponent's") owner = "an opponent's";  // the same turns, with any number of players
    std::size_t space = rest.rfind(' ');
    std::string step = space == std::string::npos ? rest : rest.substr(0, space);
    std::string edge = space == std::string::npos ? "" : rest.substr(space + 1);
    if (std::find(step_names.begin(), step_names.end(), step) == step_names.end())
      error(first, fmt::format("unknown step '{}'; a trigger can wait for the beginning or end of: {}", step,
                               known_list(step_names)));
    if (step == "game" && edge == "ends")
      error(first, "a trigger cannot wait for the end of the game: nothing happens after it (001 Winning the Game)");
    e.o = op::select;
    e.text = fmt::format("{} {} {}", owner.empty() ? "the" : owner, step, edge);
    e.value = event_triggers::step_value(e.text);  // the runner's entry (0 after an error above)
    return e;
  }
  // a selection and what happens to it
  std::vector<expr> objects;
  s.in_pattern = true;
  expr subject = check_selection(n.children[0], s);
  std::string pattern = phrase_pattern(n.children[1], s, objects);
  s.in_pattern = false;
  if (std::find(trigger_phrases.begin(), trigger_phrases.end(), pattern) == trigger_phrases.end()) {
    std::string guess = closest(pattern, trigger_phrases);
    suggest(error(n.children[1], fmt::format("unknown trigger '{}'{}; known triggers: {}", pattern, did_you_mean(guess),
                                             known_list(trigger_phrases))),
            fill_pattern(guess, n.children[1]));
  }
  if (subject.o != op::this_card || !objects.empty()) s.bound = true;  // `it` is the card the trigger names
  if (pattern.rfind("deals damage", 0) == 0 || pattern == "is dealt damage") s.damage_known = true;
  e.o = op::select;
  e.value = event_triggers::phrase_value(pattern);  // the runner's entry
  e.text = std::move(pattern);
  e.args.push_back(std::move(subject));
  for (auto& o : objects) e.args.push_back(std::move(o));
  return e;
}

std::string checker::phrase_pattern(const node& phrase, scope& s, std::vector<expr>& objects) {
  std::string pattern;
  for (const node& part : phrase.children) {
    if (!pattern.empty()) pattern += ' ';
    if (part.k == kind::selection) {
      pattern += '_';
      objects.push_back(check_selection(part, s));
    } else if (part.k == kind::number || part.k == kind::money_term) {
      pattern += '#';
      objects.push_back({op::number, {}, number_value(part), {}, at(part)});
    } else if (const checked::keyword_param* p = find_param(s, part.text);
               p && (p->kind == checked::param_kind::shape || p->kind == checked::param_kind::trait)) {
      // A keyword's shape or trait parameter (`attack areas of area using t`): '%' in the pattern.
      pattern += '%';
      objects.push_back({op::parameter, std::string(part.text), 0, {}, at(part)});
    } else {
      pattern += collapse(part.text);
    }
  }
  return pattern;
}

expr checker::check_replacement(const node& subject, const node& phrase, scope& s) {
  expr e;
  e.where = at(phrase);
  e.o = op::select;
  std::vector<expr> objects;
  s.in_pattern = true;
  e.args.push_back(check_selection(subject, s));
  e.text = phrase_pattern(phrase, s, objects);
  s.in_pattern = false;
  if (std::find(replaceable_phrases.begin(), replaceable_phrases.end(), e.text) == replaceable_phrases.end()) {
    std::string guess = closest(e.text, replaceable_phrases);
    suggest(error(phrase, fmt::format("'{}' cannot be replaced{}; replaceable events: {}", e.text, did_you_mean(guess),
                                      known_list(replaceable_phrases))),
            fill_pattern(guess, phrase));
  }
  for (auto& o : objects) e.args.push_back(std::move(o));
  return e;
}

expr checker::check_rule(const node& n, scope& s) {
  if (n.k != kind::rule_permission) return check_statement(n, s);
  expr e;
  e.o = op::select;
  e.where = at(n);
  e.args.push_back(check_selection(n.children[0], s));
  std::string modal;
  std::size_t i = 1;
  if (n.children[i].k == kind::modal) modal = collapse(n.children[i++].text);
  std::vector<expr> objects;
  std::string pattern = phrase_pattern(n.children[i++], s, objects);
  if (std::find(rule_phrases.begin(), rule_phrases.end(), pattern) == rule_phrases.end()) {
    std::string guess = closest(pattern, rule_phrases);
    suggest(error(n.children[i - 1], fmt::format("unknown rule '{}'{}; rules can change: {}", pattern, did_you_mean(guess),
                                                 known_list(rule_phrases))),
            fill_pattern(guess, n.children[i - 1]));
  }
  if (const auto entry = rule_table::find(pattern)) e.value = rule_table::encode(*entry, rule_table::modal_of(modal));
  e.text = modal.empty() ? std::move(pattern) : modal + " " + pattern;
  for (auto& o : objects) e.args.push_back(std::move(o));
  if (i < n.children.size()) e.args.push_back(check_duration(n.children[i], s));
  return e;
}

expr checker::check_effect(const node& n, scope s) {
  expr seq;
  seq.o = op::sequence;
  seq.where = at(n);
  seq.args.reserve(n.children.size());
  // A subject or a `may` governs the statements after it in the same sequence:
  // "each other player may search ..., reveal them, put them into their hand".
  std::vector<expr*> open;
  for (const node& st : n.children) {
    if (st.k == kind::scope_end) {  // ';' ends the reach of every open `may`
      open.clear();
      continue;
    }
    expr e = check_statement(st, s);
    std::vector<expr>& into = open.empty() ? seq.args : open.back()->args.back().args;
    into.push_back(std::move(e));
    expr& added = into.back();
    if (added.o == op::may) {
      // wrap the body in a sequence so later statements join it
      expr body = std::move(added.args.back());
      added.args.back() = expr{op::sequence, {}, 0, {}, body.where};
      added.args.back().args.push_back(std::move(body));
      open.push_back(&added);
    }
  }
  return seq;
}

expr checker::check_statement(const node& n, scope& s) {
  expr e;
  e.where = at(n);
  e.args.reserve(n.k == kind::stmt_may ? 2 : n.children.size());  // about one argument per part
  auto sel = [&](std::size_t i) { return check_selection(n.children[i], s); };
  // The statement a `may` or a subject governs; when that is already refused as a cost,
  // the statement itself is not refused again.
  auto governed = [&](const node& st) {
    scope inner = s;
    inner.in_cost = false;
    expr out = check_statement(st, inner);
    s.bound = inner.bound;
    return out;
  };
  switch (n.k) {
    case kind::stmt_if: {
      e.o = op::if_then;
      e.args.push_back(check_condition(n.children[0], s));
      e.args.push_back(check_effect(n.children[1], s));
      if (n.children.size() > 2) e.args.push_back(check_effect(n.children[2], s));
      break;
    }
    case kind::stmt_for_each: {
      e.o = op::for_each;
      e.args.push_back(sel(0));
      scope inner = s;
      inner.bound = true;
      e.args.push_back(check_effect(n.children[1], inner));
      break;
    }
    case kind::stmt_deal: {
      e.o = op::deal_damage;
      e.args.push_back(check_amount(n.children[0], s));
      e.text = std::string(n.children[1].text);
      e.args.push_back(sel(2));
      break;
    }
    case kind::stmt_verb: {
      std::string_view verb = n.children[0].text;
      static const std::vector<std::pair<std::string_view, op>> verbs = {
          {"destroy", op::destroy}, {"annihilate", op::annihilate}, {"engage", op::engage}, {"disengage", op::disengage},
          {"reveal", op::reveal},   {"redeploy", op::redeploy},     {"unbond", op::unbond}, {"cancel", op::cancel},
          {"reset", op::reset}};
      for (const auto& [word, o] : verbs)
        if (word == verb) e.o = o;
      e.args.push_back(sel(1));
      if (e.o == op::cancel) {
        const expr& what = e.args.back();
        if (what.o == op::select && what.text != "effect" && what.text != "ability" && what.text != "event" &&
            what.text != "effects" && what.text != "abilities" && what.text != "events")
          error(n.children[1], "only an event, an ability or an effect can be cancelled (Glossary: CANCEL)");
      }
      s.bound = true;
      break;
    }
    case kind::stmt_choose: {
      e.o = op::choose;
      e.args.push_back(sel(0));
      if (e.args.back().value == 1) error(n.children[0], "'choose' picks without targeting; write 'choose a card', not 'choose target card' (Glossary: TARGET)");
      s.bound = true;
      break;
    }
    case kind::stmt_move: {
      e.o = op::move;
      e.args.push_back(sel(0));
      if (n.children.size() > 1) e.args.push_back(check_qualifier(n.children[1], s));
      break;
    }
    case kind::stmt_swap: e.o = op::swap; e.args.push_back(sel(0)); e.args.push_back(sel(1)); break;
    case kind::stmt_bond: e.o = op::bond; e.args.push_back(sel(0)); e.args.push_back(sel(1)); break;
    case kind::stmt_search: {
      e.o = op::search;
      for (std::size_t i = 0; i + 1 < n.children.size(); ++i) e.args.push_back(check_zone(n.children[i]));
      e.args.push_back(sel(n.children.size() - 1));
      s.bound = true;
      break;
    }
    case kind::stmt_put: {
      e.o = op::put;
      e.args.push_back(sel(0));
      const node& dest = n.children[1];
      expr d;
      d.where = at(dest);
      d.o = dest.text.rfind("into", 0) == 0 ? op::into : dest.text.find("bottom") != std::string_view::npos ? op::bottom_of : op::top_of;
      d.args.push_back(check_zone(dest.children[0]));
      e.args.push_back(std::move(d));
      break;
    }
    case kind::stmt_deploy: {
      e.o = op::deploy;
      e.args.push_back(sel(0));
      for (std::size_t i = 1; i < n.children.size(); ++i) {
        if (n.children[i].k == kind::adjective) {
          // How it is paid (value): 0 all its costs, 1 `for free`, 2 `for their trait costs`.
          e.text = collapse(n.children[i].text);
          e.value = e.text == "for free" ? 1 : 2;
        }
        else e.args.push_back(check_qualifier(n.children[i], s));
      }
      break;
    }
    case kind::stmt_draw: e.o = op::draw; e.args.push_back(check_amount(n.children[0], s)); break;
    case kind::stmt_discard: {
      // 001 Glossary DISCARD: "put a card from your hand onto the top of the open market
      // pile": `discard a card` picks from the hand; a target is a card in play.
      e.o = op::discard;
      expr what = sel(0);
      if (what.o == op::select && what.value == 1)
        error(n.children[0], "a target is a card in play, and a discarded card comes from a hand; write 'discard a "
                             "card in your hand' (Glossary: DISCARD)");
      const auto names_zone = [](const expr& f) { return f.o == op::in_zone; };
      if (what.o == op::select && std::none_of(what.args.begin(), what.args.end(), names_zone)) {
        expr hand{op::zone, "hand", 0, {{op::player_ref, "your", 0, {}, what.where, words::code(words::owner::acting)}},
                  what.where, words::code(words::zone::hand)};
        what.args.push_back({op::in_zone, {}, 0, {std::move(hand)}, what.where});
      }
      e.args.push_back(std::move(what));
      break;
    }
    case kind::stmt_money: {
      std::string_view verb = n.children[0].text;
      e.o = verb.rfind("gain", 0) == 0 ? op::gain_money : verb.rfind("lose", 0) == 0 ? op::lose_money : op::pay_money;
      const node& m = n.children[1];
      if (m.k == kind::money_term) e.args.push_back({op::number, {}, number_value(m), {}, at(m)});
      else e.args.push_back(check_amount(m, s));
      break;
    }
    case kind::stmt_take: {
      e.o = op::take_money;
      const node& m = n.children[0];
      if (m.k == kind::money_term) e.args.push_back({op::number, {}, number_value(m), {}, at(m)});
      else e.args.push_back(check_amount(m, s));
      e.args.push_back(sel(1));
      const expr& from = e.args.back();
      const bool players = from.o == op::you || from.o == op::player_ref ||
                           (from.o == op::select && words::names_players(words::as<words::noun>(from.word)));
      if (!players)
        error(n.children[1], "money is taken from players: write 'take 2M from an opponent' or '... from target player'");
      break;
    }
    case kind::stmt_produce: {
      e.o = op::produce;
      e.args.push_back(check_amount(n.children[0], s));
      e.text = std::string(n.children[1].text);
      break;
    }
    case kind::stmt_modify: {
      e.args.push_back(sel(0));
      bool minus = n.children[1].text == "-";
      expr amount = check_amount(n.children[2], s);
      std::size_t next = 4;
      if (n.children.size() > next && n.children[next].k == kind::amount_per) {
        scope inner = s;  // `for each SEL`: the amount once per card that fits
        expr per{op::per_each, {}, 0, {std::move(amount)}, at(n.children[next])};
        per.args.push_back(check_selection(n.children[next].children[0], inner));
        amount = std::move(per);
        ++next;
      }
      if (minus) amount = expr{op::negate, {}, 0, {std::move(amount)}, amount.where};
      e.args.push_back(std::move(amount));
      const node& what = n.children[3];
      e.o = what.k == kind::trait ? op::modify_trait : op::modify_valuation;
      e.text = what.k == kind::trait ? std::string(what.text) : "valuation";
      if (n.children.size() > next) e.args.push_back(check_duration(n.children[next], s));
      else if (!s.in_rule)
        error(n, "say how long it lasts: 'until end of turn' or 'while ...' (a lasting change belongs in a 'rule:')");
      break;
    }
    case kind::stmt_grant:
    case kind::stmt_remove_keyword: {
      e.o = n.k == kind::stmt_grant ? op::grant_keyword : op::remove_keyword;
      e.args.push_back(sel(0));
      if (n.k == kind::stmt_grant) {
        checked::keyword_use use;
        check_keyword_use(n.children[1], use, s);
        expr k{op::with_keyword, use.def ? use.def->name : normalize_keyword(n.children[1].children[0].text), 0,
               std::move(use.args), at(n.children[1])};
        e.args.push_back(std::move(k));
      } else {
        std::string name = normalize_keyword(n.children[1].text);
        if (!lib_.find_keyword(name)) unknown_keyword(n.children[1], name);
        e.args.push_back({op::with_keyword, name, 0, {}, at(n.children[1])});
      }
      if (n.children.size() > 2) e.args.push_back(check_duration(n.children[2], s));
      else if (!s.in_rule)
        error(n, "say how long it lasts: 'until end of turn' or 'while ...' (a lasting change belongs in a 'rule:')");
      break;
    }
    case kind::stmt_counters: {
      e.o = op::add_counters;
      e.args.push_back(check_amount(n.children[0], s));
      e.text = std::string(n.children[1].text);
      if (std::find(counter_kinds.begin(), counter_kinds.end(), e.text) == counter_kinds.end())
        error(n.children[1], fmt::format("unknown counter '{}'; known counters: {}", e.text, known_list(counter_kinds)));
      e.args.push_back(sel(2));
      break;
    }
    case kind::stmt_win: e.o = op::win_game; e.args.push_back(sel(0)); break;
    case kind::stmt_lose_game: e.o = op::lose_game; e.args.push_back(sel(0)); break;
    case kind::stmt_nothing: e.o = op::nothing; break;
    case kind::stmt_do: {
      e.o = op::do_parameter;
      e.text = std::string(n.children[0].text);
      const checked::keyword_param* p = find_param(s, e.text);
      if (!p || p->kind != checked::param_kind::effect)
        error(n.children[0], fmt::format("'do' needs an effect parameter of the keyword; '{}' is {}", e.text,
                                         p ? fmt::format("a {}", checked::param_kind_name(p->kind)) : "not a parameter"));
      break;
    }
    case kind::stmt_may: {
      e.o = op::may;
      if (n.children.size() == 2) e.args.push_back(sel(0));
      else e.args.push_back({op::you, "you", 0, {}, at(n)});
      e.args.push_back(governed(n.children.back()));
      break;
    }
    case kind::stmt_subject: {
      // "each player draws 1 card": the statement, done by each selected player
      e.o = op::for_each;
      e.args.push_back(sel(0));
      e.args.push_back(governed(n.children[1]));
      break;
    }
    default: error(n, fmt::format("'{}' is not a statement", collapse(n.text)));
  }
  // A cost is a statement with a row in the table of costs (001 Advanced Rules: "To play
  // an ability, one must first pay the costs"); traits are produced by engaging cards
  // (001 Buy Phase), so `produce` is none: `engage` is the cost.
  if (s.in_cost && !cost_statements::payable(e.o))
    error(n, fmt::format("'{}' cannot be a cost; costs are: {}", statement_word(n), cost_statements::names()));
  // A target these statements act on is named for what follows in the same effect:
  // `deal 1 BQ damage to target character, destroy it` (the evaluator's pick_cards).
  static constexpr std::array<op, 6> naming = {op::deal_damage, op::put, op::modify_trait, op::modify_valuation,
                                               op::grant_keyword, op::remove_keyword};
  if (std::find(naming.begin(), naming.end(), e.o) != naming.end())
    for (const expr& a : e.args)
      if (a.o == op::select && a.value == 1) s.bound = true;
  return e;
}

expr checker::check_selection(const node& n, scope& s) {
  expr e;
  e.where = at(n);
  std::size_t i = 0;
  const node& first = n.children[0];
  e.args.reserve(first.k == kind::sel_top ? 2 : n.children.size() - 1);  // every part but the pronoun or noun
  if (first.k == kind::sel_top) {
    e.o = op::top_of_zone;
    std::size_t j = 0;
    if (is_amount(first.children[0].k)) e.args.push_back(check_amount(first.children[j++], s));
    else e.args.push_back({op::number, {}, 1, {}, at(first)});
    e.text = std::string(first.children[j].text);
    e.word = word(first.children[j], words::nouns(), e.text, "noun");
    e.args.push_back(check_zone(first.children[j + 1]));
    // 001 The Zones of the Game: the decks, hands, open markets and annihilated zones are
    // piles; a network is a grid of cards, with no top.
    if (words::as<words::zone>(e.args.back().word) == words::zone::network)
      error(first.children[j + 1], "a network has no top card: it is a grid, not a pile; name the cards another way "
                                   "('a card in your network', 'each card you control')");
    return e;
  }
  if (first.k == kind::pronoun) {
    std::string p = collapse(first.text);
    if (p == "this" || p == "itself") {
      e.o = op::this_card;
    } else if (p == "it" || p == "them" || p == "that card") {
      e.o = op::bound;
      if (!s.bound)
        error(first, fmt::format("'{}' refers to nothing here: no card was chosen, targeted, searched for or named by "
                                 "the trigger before it", p));
    } else if (p == "you") {
      e.o = op::you;
    } else {
      e.o = op::player_ref;  // they, its controller, its owner, that player, the attacker, ...
      e.word = word(first, words::pronouns(), p, "pronoun");
    }
    e.text = std::move(p);
    ++i;
  } else {
    e.o = op::select;
    for (; i < n.children.size() && n.children[i].k != kind::noun; ++i) {
      const node& part = n.children[i];
      if (part.k == kind::determiner) {
        std::string d = collapse(part.text);
        if (d == "target") {
          e.value = 1;  // targeted (Glossary: TARGET)
          no_target_here(part, s);
        }
        expr det{op::with_state, d, 0, {}, at(part)};
        if (!part.children.empty()) {
          det.args.push_back(check_amount(part.children[0], s));
          det.text = d.rfind("up to", 0) == 0 ? "up to" : d.rfind("at least", 0) == 0 ? "at least" : "exactly";
        }
        det.o = op::number;
        det.word = word(part, words::determiners(), det.text, "determiner");
        e.args.push_back(std::move(det));
      } else if (part.k == kind::adjective) {
        e.args.push_back({op::with_state, std::string(part.text), 0, {}, at(part),
                          word(part, words::states(), part.text, "card state")});
      }
    }
    if (i < n.children.size()) {
      e.word = word(n.children[i], words::nouns(), n.children[i].text, "noun");
      // 001 Network: a space is a cell of a network, not a card; no selection of cards
      // can fit one (`move this to a space adjacent to ...` places a card, and is no selection).
      if (words::as<words::noun>(e.word) == words::noun::space)
        error(n.children[i], "a space is a cell of a network, not a card, so no card fits it; name cards ('target "
                             "card', 'each card adjacent to this')");
      e.text = std::string(n.children[i++].text);
    }
  }
  // Players have no tags, keywords, traits or places: a filter after a player noun would
  // never fit anyone (`each opponent with #GMO`), so it is an error, not a silent no-op.
  const bool players = e.o == op::select && words::names_players(words::as<words::noun>(e.word));
  // Nor can a card's state: `each engaged player` (only `other` reads, `each other player`).
  if (players)
    for (const expr& f : e.args)
      if (f.o == op::with_state && words::as<words::state>(f.word) != words::state::other)
        error(n, fmt::format("'{}' names players, and '{}' is a state of cards; choose players by who they are "
                             "('each other player', 'each opponent')", e.text, f.text));
  if (players && i < n.children.size())
    error(n.children[i], fmt::format("'{}' names players, and this filter is about cards; choose players by who they "
                                     "are ('each opponent', 'target player', 'its controller')",
                                     e.text));
  for (; i < n.children.size(); ++i) e.args.push_back(check_qualifier(n.children[i], s));
  return e;
}

expr checker::check_keyword_ref(const node& n, const scope& s, bool with) {
  expr e;
  e.where = at(n);
  if (n.k == kind::tag) {
    e.o = with ? op::with_tag : op::without_tag;
    e.text = normalize_tag(n.text);
    // A keyword definition may name a tag before any card carries it: a warning there, an error on cards.
    if (!tag_known(e.text, s)) {
      std::string guess = closest(e.text, known_tag_list_);
      if (!guess.empty()) guess = "#" + guess;
      diagnostic d{s.subject == "keyword" ? severity::warning : severity::error, at(n),
                   fmt::format("unknown tag #{}: no card in the library has it{}", e.text, did_you_mean(guess)), {}};
      diags_.add(std::move(suggest(d, guess)));
    }
  } else {
    e.o = with ? op::with_keyword : op::without_keyword;
    e.text = normalize_keyword(n.text);
    if (!lib_.find_keyword(e.text)) unknown_keyword(n, e.text);
  }
  return e;
}

expr checker::check_qualifier(const node& n, scope& s) {
  expr e;
  e.where = at(n);
  switch (n.k) {
    case kind::qual_valuation: e.o = op::valuation_at_most; e.args.push_back(check_amount(n.children[0], s)); break;
    case kind::qual_combined_valuation:
      e.o = op::combined_valuation_at_most;
      e.args.push_back(check_amount(n.children[0], s));
      break;
    case kind::qual_with: return check_keyword_ref(n.children[0], s, true);
    case kind::qual_without: return check_keyword_ref(n.children[0], s, false);
    case kind::qual_control:
      e.o = op::controlled_by;
      e.text = collapse(n.children[0].text);
      e.word = word(n.children[0], words::controllers(), e.text, "player who controls");
      if (words::as<words::controller>(e.word) == words::controller::target_player) {
        // `each character target player controls`: the player is a target of the effect,
        // chosen with the others (its one argument, found by target_selections). A rule
        // is never played, so it has no targets (as `target` before a card, above).
        no_target_here(n.children[0], s);
        expr who{op::select, "player", 1, {}, at(n.children[0]), words::code(words::noun::player)};
        who.args.push_back({op::number, "target", 0, {}, at(n.children[0]), words::code(words::determiner::target)});
        e.args.push_back(std::move(who));
      }
      break;
    case kind::qual_radius:
      e.o = op::in_radius;
      e.args.push_back(check_amount(n.children[0], s));
      if (n.children.size() > 1) e.args.push_back(check_selection(n.children[1], s));
      break;
    case kind::qual_area:
      e.o = op::in_area;
      e.text = std::string(n.children[0].text);
      check_shape(n.children[0]);
      if (n.children.size() > 1) e.args.push_back(check_selection(n.children[1], s));
      break;
    case kind::qual_adjacent: e.o = op::adjacent_to; e.args.push_back(check_selection(n.children[0], s)); break;
    case kind::qual_other_than: e.o = op::other_than; e.args.push_back(check_selection(n.children[0], s)); break;
    case kind::qual_same_name: e.o = op::same_name_as; e.args.push_back(check_selection(n.children[0], s)); break;
    case kind::qual_in_zone: e.o = op::in_zone; e.args.push_back(check_zone(n.children[0])); break;
    default: error(n, "expected a qualifier");
  }
  return e;
}

expr checker::check_zone(const node& n) {
  expr e;
  e.o = op::zone;
  e.where = at(n);
  for (const node& part : n.children) {
    if (part.k == kind::owner) {
      e.args.push_back({op::player_ref, collapse(part.text), 0, {}, at(part)});
      e.args.back().word = word(part, words::owners(), e.args.back().text, "zone owner");
    } else {
      e.text = collapse(part.text);
      e.word = word(part, words::zones(), e.text, "zone");
    }
  }
  return e;
}

expr checker::check_amount(const node& n, const scope& s) {
  expr e;
  e.where = at(n);
  switch (n.k) {
    case kind::number: e.o = op::number; e.value = number_value(n); break;
    case kind::amount_dealt:
      e.o = op::damage_dealt;
      if (!s.damage_known) error(n, "'the damage dealt' has a value only in a 'when ... deals damage' trigger");
      break;
    case kind::amount_param: {
      e.o = op::parameter;
      e.text = std::string(n.text);
      const checked::keyword_param* p = find_param(s, e.text);
      if (!p)
        error(n, fmt::format("unknown name '{}'{}", e.text,
                             s.params ? "; it is not a parameter of this keyword" : "; parameters exist only inside a keyword definition"));
      else if (p->kind != checked::param_kind::number && p->kind != checked::param_kind::money)
        error(n, fmt::format("parameter '{}' is a {}, not a number", e.text, checked::param_kind_name(p->kind)));
      break;
    }
    case kind::amount_count: {
      e.o = op::count_of;
      scope inner = s;
      e.args.push_back(check_selection(n.children[0], inner));
      break;
    }
    case kind::amount_trait: {
      e.o = op::trait_of;
      e.text = std::string(n.children[0].text);
      scope inner = s;
      e.args.push_back(check_selection(n.children[1], inner));
      break;
    }
    default: error(n, "expected an amount");
  }
  return e;
}

expr checker::check_condition(const node& n, scope s) {
  expr e;
  e.where = at(n);
  switch (n.k) {
    case kind::cond_or:
    case kind::cond_and: {
      if (n.children.size() == 1) return check_condition(n.children[0], s);
      e.o = n.k == kind::cond_or ? op::any_of : op::all_of;
      e.args.reserve(n.children.size());
      for (const node& c : n.children) e.args.push_back(check_condition(c, s));
      break;
    }
    case kind::cond_did: {
      if (s.in_rule || s.in_while)
        error(n, "'you did' asks whether a 'may' before it in the same effect was taken; a rule or a 'while' "
                 "condition has none");
      e.o = op::did;
      e.text = n.children.empty() ? "did" : "did not";
      e.value = n.children.empty() ? 0 : 1;  // 1: `did not`
      break;
    }
    case kind::cond_rules: {
      // Text that reads differently under a rules variant (docs/rulings.md).
      e.o = op::rules_are;
      e.text = unquote(n.children[0].text);
      variants_read_.insert(e.text);
      // A declared variant is read as its bit: `value` holds its index + 1 (0: built in).
      const std::vector<checked::variant>& declared = lib_.variants_;
      for (std::size_t i = 0; i < declared.size(); ++i)
        if (declared[i].name == e.text) e.value = static_cast<std::int64_t>(i) + 1;
      const std::vector<std::string> names = variant_names(declared);
      if (e.value == 0 && !find_builtin_variant(e.text)) {
        std::string guess = closest(e.text, names);
        suggest(error(n.children[0], fmt::format("unknown rules variant '{}'; the variants are {} (docs/rulings.md){}",
                                                 e.text, fmt::join(names, ", "), did_you_mean(guess))),
                guess.empty() ? "" : quote(guess));
      }
      break;
    }
    case kind::cond_not: e.o = op::negate; e.args.push_back(check_condition(n.children.back(), s)); break;
    case kind::cond_compare: {
      e.o = op::compare;
      e.args.push_back(check_amount(n.children[0], s));
      e.text = collapse(n.children[1].text);
      e.word = word(n.children[1], words::comparisons(), e.text, "comparison");
      e.args.push_back(check_amount(n.children[2], s));
      break;
    }
    case kind::cond_control: {
      e.o = op::controls;
      e.args.push_back(check_selection(n.children[0], s));
      e.args.push_back(check_selection(n.children[1], s));
      break;
    }
    case kind::cond_has: {
      e.args.push_back(check_selection(n.children[0], s));
      bool negated = n.children[1].k == kind::modal;
      expr what = check_keyword_ref(n.children.back(), s, true);
      e.o = what.o == op::with_tag ? op::has_tag : op::has_keyword;
      e.text = what.text;
      if (negated) return expr{op::negate, {}, 0, {std::move(e)}, at(n)};
      break;
    }
    case kind::cond_state: {
      e.args.push_back(check_selection(n.children[0], s));
      std::size_t i = 1;
      bool negated = n.children[i].k == kind::modal;
      if (negated) ++i;
      const node& st = n.children[i];
      if (st.k == kind::selection) {
        e.o = op::adjacent;
        e.args.push_back(check_selection(st, s));
      } else if (st.k == kind::noun) {
        e.o = op::is_kind;
        e.text = std::string(st.text);
        e.word = word(st, words::nouns(), e.text, "noun");
      } else {
        e.o = op::has_state;
        e.text = std::string(st.text);
        if (std::find(state_words.begin(), state_words.end(), e.text) == state_words.end()) {
          std::string guess = closest(e.text, state_words);
          suggest(error(st, fmt::format("unknown state '{}'{}; a card can be: {}", e.text, did_you_mean(guess),
                                        known_list(state_words))), guess);
        } else {
          e.word = word(st, words::states(), e.text, "card state");
        }
      }
      if (negated) return expr{op::negate, {}, 0, {std::move(e)}, at(n)};
      break;
    }
    default: error(n, "expected a condition");
  }
  return e;
}

expr checker::check_duration(const node& n, const scope& s) {
  if (n.k == kind::duration_until_end_of_turn) return expr{op::until_end_of_turn, {}, 0, {}, at(n)};
  expr e{op::while_condition, {}, 0, {}, at(n)};
  scope inner = s;
  inner.in_while = true;
  e.args.push_back(check_condition(n.children[0], inner));
  return e;
}

}  // namespace megacorp
