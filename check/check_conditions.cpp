// Checking conditions and durations: `if`, `while`, `you did`, `the rules are`, comparisons and states.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "ir/names.hpp"
#include "vocabulary/variants.hpp"
#include "vocabulary/vocabulary.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;
using vocabulary::state_words;

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
