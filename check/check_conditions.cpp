// Checking conditions and durations: `if`, `while`, `you did`, `the rules are`, comparisons and states.
#include <algorithm>
#include <array>
#include <utility>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/kind_table.hpp"
#include "check/checker.hpp"
#include "ir/names.hpp"
#include "vocabulary/variants.hpp"
#include "vocabulary/vocabulary.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;
using vocabulary::state_words;

// One function per condition kind (cond_or .. cond_rules), each checking the condition `n`.
struct checker::conditions {
  using check = expr (*)(checker& c, const node& n, scope& s);
  static check for_kind(kind k);

  static expr any_or_all(checker& c, const node& n, scope& s);  // cond_or, cond_and
  static expr did(checker& c, const node& n, scope& s);
  static expr rules(checker& c, const node& n, scope& s);
  static expr negated(checker& c, const node& n, scope& s) {
    expr e{op::negate, {}, 0, {}, c.at(n)};
    e.args.push_back(c.check_condition(n.children.back(), s));
    return e;
  }
  static expr compare(checker& c, const node& n, scope& s);
  static expr controls(checker& c, const node& n, scope& s) {
    expr e{op::controls, {}, 0, {}, c.at(n)};
    e.args.push_back(c.check_selection(n.children[0], s));
    e.args.push_back(c.check_selection(n.children[1], s));
    return e;
  }
  static expr has(checker& c, const node& n, scope& s);
  static expr state(checker& c, const node& n, scope& s);
  // `is engaged`, `is a character`, `is adjacent to ...`: what `st` says `e` is.
  static void what_it_is(checker& c, const node& st, scope& s, expr& e);
  // `not`, when the condition says so: e inside a negation.
  static expr maybe_not(checker& c, const node& n, bool negate, expr e) {
    return negate ? expr{op::negate, {}, 0, {std::move(e)}, c.at(n)} : e;
  }
};

expr checker::conditions::any_or_all(checker& c, const node& n, scope& s) {
  if (n.children.size() == 1) return c.check_condition(n.children[0], s);
  expr e{n.k == kind::cond_or ? op::any_of : op::all_of, {}, 0, {}, c.at(n)};
  e.args.reserve(n.children.size());
  for (const node& part : n.children) e.args.push_back(c.check_condition(part, s));
  return e;
}

expr checker::conditions::did(checker& c, const node& n, scope& s) {
  if (s.in_rule || s.in_while)
    c.error(n, "'you did' asks whether a 'may' before it in the same effect was taken; a rule or a 'while' "
               "condition has none");
  // value 1: `did not`
  return {op::did, n.children.empty() ? "did" : "did not", n.children.empty() ? 0 : 1, {}, c.at(n)};
}

// Text that reads differently under a rules variant (docs/rulings.md).
expr checker::conditions::rules(checker& c, const node& n, scope&) {
  expr e{op::rules_are, unquote(n.children[0].text), 0, {}, c.at(n)};
  c.variants_read_.insert(e.text);
  // A declared variant is read as its bit: `value` holds its index + 1 (0: built in).
  const std::vector<checked::variant>& declared = c.lib_.variants();
  for (std::size_t i = 0; i < declared.size(); ++i)
    if (declared[i].name == e.text) e.value = static_cast<std::int64_t>(i) + 1;
  const std::vector<std::string> names = variant_names(declared);
  if (e.value == 0 && !find_builtin_variant(e.text)) {
    std::string guess = closest(e.text, names);
    suggest(c.error(n.children[0], fmt::format("unknown rules variant '{}'; the variants are {} (docs/rulings.md){}",
                                               e.text, fmt::join(names, ", "), did_you_mean(guess))),
            guess.empty() ? "" : quote(guess));
  }
  return e;
}

expr checker::conditions::compare(checker& c, const node& n, scope& s) {
  expr e{op::compare, {}, 0, {}, c.at(n)};
  e.args.push_back(c.check_amount(n.children[0], s));
  e.text = collapse(n.children[1].text);
  e.word = c.word(n.children[1], words::comparisons(), e.text, "comparison");
  e.args.push_back(c.check_amount(n.children[2], s));
  return e;
}

expr checker::conditions::has(checker& c, const node& n, scope& s) {
  expr e{op::has_keyword, {}, 0, {}, c.at(n)};
  e.args.push_back(c.check_selection(n.children[0], s));
  const bool negate = n.children[1].k == kind::modal;
  expr what = c.check_keyword_ref(n.children.back(), s, true);
  e.o = what.o == op::with_tag ? op::has_tag : op::has_keyword;
  e.text = what.text;
  return maybe_not(c, n, negate, std::move(e));
}

expr checker::conditions::state(checker& c, const node& n, scope& s) {
  expr e{op::has_state, {}, 0, {}, c.at(n)};
  e.args.push_back(c.check_selection(n.children[0], s));
  const bool negate = n.children[1].k == kind::modal;
  what_it_is(c, n.children[negate ? 2 : 1], s, e);
  return maybe_not(c, n, negate, std::move(e));
}

void checker::conditions::what_it_is(checker& c, const node& st, scope& s, expr& e) {
  if (st.k == kind::selection) {
    e.o = op::adjacent;
    e.args.push_back(c.check_selection(st, s));
  } else if (st.k == kind::noun) {
    e.o = op::is_kind;
    e.text = std::string(st.text);
    e.word = c.word(st, words::nouns(), e.text, "noun");
  } else {
    e.o = op::has_state;
    e.text = std::string(st.text);
    if (std::find(state_words.begin(), state_words.end(), e.text) == state_words.end()) {
      std::string guess = closest(e.text, state_words);
      suggest(c.error(st, fmt::format("unknown state '{}'{}; a card can be: {}", e.text, did_you_mean(guess),
                                      known_list(state_words))), guess);
    } else {
      e.word = c.word(st, words::states(), e.text, "card state");
    }
  }
}

// Indexed by kind from cond_or to cond_rules.
checker::conditions::check checker::conditions::for_kind(kind k) {
  static constexpr kind_table<check, kind::cond_or, kind::cond_rules> table([](auto set) {
    set(kind::cond_or, any_or_all);
    set(kind::cond_and, any_or_all);
    set(kind::cond_not, negated);
    set(kind::cond_state, state);
    set(kind::cond_has, has);
    set(kind::cond_control, controls);
    set(kind::cond_compare, compare);
    set(kind::cond_did, did);
    set(kind::cond_rules, rules);
  });
  return table[k];
}

expr checker::check_condition(const node& n, scope s) {
  if (const conditions::check f = conditions::for_kind(n.k)) return f(*this, n, s);
  error(n, "expected a condition");
  return expr{op::nothing, {}, 0, {}, at(n)};
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
