// Checking effects: a sequence of statements, what each statement does, and which ones can be costs.
#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "ir/names.hpp"
#include "vocabulary/cost_statements.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;

namespace {

const std::vector<std::string> counter_kinds = {"development"};

// Whether a selection can only name cards in play: a target, or a noun phrase without
// `in ZONE` (docs/vocabulary.md 7: without a zone, the cards in play).
bool names_in_play(const expr& sel) {
  return sel.o == op::select &&
         std::none_of(sel.args.begin(), sel.args.end(), [](const expr& f) { return f.o == op::in_zone; });
}

bool is_annihilated_zone(const expr& z) { return words::as<words::zone>(z.word) == words::zone::annihilated; }

// Whether a selection names cards in an annihilated zone (`a character in your annihilated
// zone`, `the top card of your annihilated zone`).
bool in_annihilated_zone(const expr& sel) {
  if (sel.o == op::top_of_zone) return is_annihilated_zone(sel.args[1]);
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
           return f.o == op::in_zone && !f.args.empty() && is_annihilated_zone(f.args[0]);
         });
}

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

}  // namespace

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

// 001 The Zones of the Game: "Cards in the annihilated zone cannot come back or be bought."
// (the Glossary's "or interacted with unless a card specifically says so" lets text count,
// search and reveal them; docs/rulings.md, Annihilated cards do not come back).
void checker::no_coming_back(const node& n, const expr& moved, const scope& s) {
  if (in_annihilated_zone(moved) || (moved.o == op::bound && s.it_annihilated))
    error(n, "a card in an annihilated zone cannot come back (001 The Zones of the Game: \"Cards in the annihilated "
             "zone cannot come back or be bought.\"); text may count, search or reveal those cards, not move them");
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
      inner.it_annihilated = in_annihilated_zone(e.args.back());
      inner.it_in_play = names_in_play(e.args.back());
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
      s.it_annihilated = in_annihilated_zone(e.args.back());
      s.it_in_play = names_in_play(e.args.back());
      break;
    }
    case kind::stmt_move: {
      e.o = op::move;
      e.args.push_back(sel(0));
      if (n.children.size() > 1) e.args.push_back(check_qualifier(n.children[1], s));
      break;
    }
    case kind::stmt_swap: e.o = op::swap; e.args.push_back(sel(0)); e.args.push_back(sel(1)); break;
    case kind::stmt_bond: {
      e.o = op::bond;
      e.args.push_back(sel(0));
      no_coming_back(n.children[0], e.args.back(), s);
      e.args.push_back(sel(1));
      break;
    }
    case kind::stmt_search: {
      e.o = op::search;
      for (std::size_t i = 0; i + 1 < n.children.size(); ++i) e.args.push_back(check_zone(n.children[i]));
      e.args.push_back(sel(n.children.size() - 1));
      s.bound = true;
      s.it_annihilated = std::any_of(e.args.begin(), e.args.end() - 1, is_annihilated_zone);
      s.it_in_play = false;
      break;
    }
    case kind::stmt_put: {
      e.o = op::put;
      e.args.push_back(sel(0));
      no_coming_back(n.children[0], e.args.back(), s);
      const node& dest = n.children[1];
      expr d;
      d.where = at(dest);
      d.o = dest.text.rfind("into", 0) == 0 ? op::into : dest.text.find("bottom") != std::string_view::npos ? op::bottom_of : op::top_of;
      d.args.push_back(check_zone(dest.children[0]));
      if (d.o == op::into && words::as<words::zone>(d.args[0].word) == words::zone::network &&
          (names_in_play(e.args[0]) || (e.args[0].o == op::bound && s.it_in_play)))
        error(n.children[0], "these cards are in play, in a network already, and 'put ... into a network' deploys cards "
                             "from a hand, deck or open market; no statement moves a card to another network (a change "
                             "of control): name cards in a zone ('a character in your hand')");
      e.args.push_back(std::move(d));
      break;
    }
    case kind::stmt_deploy: {
      e.o = op::deploy;
      e.args.push_back(sel(0));
      no_coming_back(n.children[0], e.args.back(), s);
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
      if (a.o == op::select && a.value == 1) s.bound = true, s.it_annihilated = false, s.it_in_play = true;
  return e;
}

}  // namespace megacorp
