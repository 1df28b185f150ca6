// The kinds of keyword parameters (docs/vocabulary.md, section 11): the spellings the
// checker reads (check/check_keywords.cpp), what a card gives for each and how a
// keyword's body uses it, with a `keyword` form that checks.
#include "vocabulary/param_kinds.hpp"

#include <algorithm>

namespace megacorp::param_kinds {

using checked::param_kind;

namespace {

constexpr spelling spelling_table[] = {
    {"number", param_kind::number}, {"cost", param_kind::money}, {"money", param_kind::money},
    {"trait", param_kind::trait},   {"tag", param_kind::tag},    {"shape", param_kind::shape},
    {"effect", param_kind::effect},
};

constexpr kind_doc doc_table[] = {
    {param_kind::number,
     {"number", "`KEYWORD 4`", "an amount: `x`, `up to x cards`, `gain x M`, `with valuation x or less`; the argument of a keyword its "
      "text gives, where that one wants a number (`rule: resources you control gain REFERENCE STIPEND x`, `gains "
      "REFERENCE STIPEND x until end of turn`): bound for each card that has the keyword", "",
      "keyword \"REFERENCE STIPEND\" (x: number) { when your cashflow step begins: gain x M }"}},
    {param_kind::money,
     {"cost` / `money", "`KEYWORD 1M`, `KEYWORD 1M + 1BQ`",
      "`pay price`, `lose x M` (an amount: the money part). In the upkeep shape of section 3.2 the whole cost, "
      "traits too, is what the player is asked to pay; the argument of a keyword its text gives, where that one "
      "wants a cost (`gain REFERENCE DUES price`)",
      "",
      "keyword \"REFERENCE DUES\" (price: cost) { when your upkeep step begins: you may pay price; if you did not { "
      "destroy this } }"}},
    {param_kind::trait,
     {"trait", "`KEYWORD BQ 1x4`",
      "used by a rule phrase that takes one (`can attack areas of area using t`, 4.2), or as the argument of a "
      "keyword its text gives, where that one wants a trait (`gain REFERENCE SWEEP t area`); elsewhere a trait in the "
      "body is written (`deal 2 BQ damage`)",
      "",
      "keyword \"REFERENCE SWEEP\" (t: trait, area: shape) { rule: this can attack areas of area using t }"}},
    {param_kind::tag,
     {"tag", "`KEYWORD #NATURE` (not checked against the library's tags)",
      "`#t` in `with`/`without`/`has`, and as the argument of a keyword its text gives (`gain REFERENCE COVER #t`)", "",
      "keyword \"REFERENCE COVER\" (t: tag) { rule: this cannot be targeted while this is adjacent to a card with #t }"}},
    {param_kind::shape,
     {"shape", "ACROSSxALONG, each side 1 to 21: `1x4`, `2x2`, `3x3`, `3x1`, ... (section 7, `in an area`)",
      "used by a rule phrase that takes one (as `trait`), or as a keyword's argument (as `trait`); `in an area "
      "2x2` is written with its shape", "",
      "keyword \"REFERENCE SWEEP\" (t: trait, area: shape) { rule: this can attack areas of area using t }"}},
    {param_kind::effect,
     {"effect", "`KEYWORD (annihilate a card with #CONSUMER you control)`",
      "`do price`: runs the argument as the card's own text; never passed on as another keyword's argument", "",
      "keyword \"REFERENCE TOLLGATE\" (price: effect) { ability \"Toll\": do price -> gain 3M }"}},
};

}  // namespace

std::span<const spelling> spellings() { return spelling_table; }

std::optional<param_kind> find(std::string_view text) {
  for (const spelling& s : spelling_table)
    if (s.text == text) return s.kind;
  return std::nullopt;
}

const char* name(param_kind k) { return checked::param_kind_name(k); }

std::string names() {
  std::string out;
  for (std::size_t i = 0; i < std::size(doc_table); ++i) {
    if (i != 0) out += i + 1 == std::size(doc_table) ? " or " : ", ";
    out += name(doc_table[i].kind);
  }
  return out;
}

std::span<const kind_doc> all() { return doc_table; }

const doc_record* doc_of(param_kind k) {
  const auto* found = std::find_if(std::begin(doc_table), std::end(doc_table), [k](const kind_doc& d) { return d.kind == k; });
  return found == std::end(doc_table) ? nullptr : &found->doc;
}

}  // namespace megacorp::param_kinds
