// What the checker's sources share beyond checker.hpp: the small text helpers of its messages.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/syntax.hpp"
#include "ir/checked.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"

namespace megacorp {

class definitions;

// A node's part made in its place at the end of `list`: `add_made(e.args, [&] { return
// check_amount(n, s); })` rather than `e.args.push_back(check_amount(n, s))`, which makes the
// part, moves it into the list and destroys the moved-from one (about 60 instructions a part,
// 100 k parts a MB of cards: docs/benchmarks.md, stop 43). The conversion below returns the
// part as a prvalue, which the list's placement new initialises its slot from directly (the
// elision of CWG 2327, which g++ does; a compiler that does not moves it, as before). `make`
// must not change `list`: it runs while the list makes room for its result.
template <class F>
struct made_by {
  F& make;
  operator checked::expr() const { return make(); }
};
template <class F>
checked::expr& add_made(checked::expr_list& list, F make) {
  return list.emplace_back(made_by<F>{make});
}

// A phrase as the checker compares it: runs of blanks as one space (names.hpp).
inline std::string collapse(std::string_view text) { return collapse_blanks(text); }
// The same as a view, with no string made when there is nothing to collapse (a word, or
// words one space apart, as most phrases are): a view of `text`; else of `buffer`, filled.
inline std::string_view collapsed(std::string_view text, std::string& buffer) {
  // Plain: no blank but single spaces between words. One pass; most characters are past ' '.
  bool plain = !text.ends_with(' ');
  char before = ' ';  // a space first: one at the start is not plain
  for (const char c : text) {
    if (c <= ' ') plain = plain && (c == ' ' ? before != ' ' : c != '\t' && c != '\n' && c != '\r');
    before = c;
  }
  if (plain) return text;
  buffer = collapse_blanks(text);
  return buffer;
}
// Its id in the table of names, with no string made for a phrase that has nothing to
// collapse (most): intern_name reads a view.
inline checked::name_id intern_collapsed(std::string_view text) {
  std::string buffer;
  return intern_name(collapsed(text, buffer));
}

// A word or phrase as a message quotes it: 'a', or "an opponent's" in double quotes when it
// holds an apostrophe, which single quotes would seem to end.
inline std::string quote_phrase(std::string_view s) {
  const char q = s.find('\'') == std::string_view::npos ? '\'' : '"';
  return q + std::string(s) + q;
}

// The words a message lists as known: "'a', 'b', 'c'".
inline std::string known_list(const std::vector<std::string>& list) {
  std::string out;
  for (const auto& s : list) out += (out.empty() ? "" : ", ") + quote_phrase(s);
  return out;
}

// The end of the message of an unknown phrase of a long table (triggers, rules, replaceable
// events): the known phrases near what was written, or where all of them are listed. The
// whole of a long table (some 70 rules) would drown the message; the editor completes them all.
inline std::string known_near(std::string_view wrote, const std::vector<std::string>& list, std::string_view what,
                              std::string_view section) {
  if (list.size() <= 12) return "; " + std::string(what) + ": " + known_list(list);  // short enough to read whole
  const auto near = nearest_phrases(wrote, list, 6);
  const std::string all = std::to_string(list.size());
  const std::string where = "docs/vocabulary.md, '" + std::string(section) + "'";
  if (near.empty()) return "; the " + all + " " + std::string(what) + " are listed in " + where;
  std::string out = "; " + std::string(what) + " near it: ";
  for (std::size_t i = 0; i < near.size(); ++i) out += (i ? ", " : "") + quote_phrase(near[i]);
  return out + " (" + all + " in all: " + where + ")";
}

// A card's or a deck's field as a message names it: "cost", "founder".
inline const char* field_label(syntax::kind k) {
  using syntax::kind;
  switch (k) {
    case kind::field_type: return "type";
    case kind::field_faction: return "faction";
    case kind::field_cost: return "cost";
    case kind::field_traits: return "traits";
    case kind::field_tags: return "tags";
    case kind::field_keywords: return "keywords";
    case kind::field_valuation: return "valuation";
    case kind::field_business: return "business";
    case kind::field_flavour: return "flavour";
    case kind::field_art: return "art";
    case kind::deck_business: return "business";
    case kind::deck_founder: return "founder";
    default: return "field";
  }
}

// Whether a checked selection names players (`you`, `its controller`, `each opponent`, ...);
// the combat roles (`the attacker`) name a card or its controller, so they are both
// (check_selections.cpp).
// The library's card name nearest `name` ("" when none is near), for "unknown card" messages;
// `except` (a card's own name) is never offered.
std::string closest_card_name(const definitions& lib, std::string_view name, std::string_view except = {});

bool names_players(const checked::expr& e);
// Whether a checked selection is one target player (`target opponent`, not counted).
bool one_target_player(const checked::expr& e);
// Whether a checked selection can name cards: not a player only (`you`, `its controller`, `the
// attacker's owner`, `each opponent`).
bool names_cards(const checked::expr& e);

}  // namespace megacorp
