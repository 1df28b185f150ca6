// Hover: a keyword's definition and rulebook quotes, a card's text and a link to its face, a card field's, a phrase's, a step's, a
// statement's (and a cost's) or a parameter kind's row of docs/vocabulary.md; the words and
// rows come from the checker's tables.
#include <algorithm>
#include <cctype>
#include <optional>
#include <sstream>

#include <fmt/format.h>

#include "docgen/keyword_doc.hpp"
#include "ir/render.hpp"
#include "vocabulary/cost_statements.hpp"
#include "vocabulary/param_kinds.hpp"
#include "vocabulary/vocabulary.hpp"
#include "vocabulary/words.hpp"
#include "lsp/features.hpp"
#include "lsp/syntax_at.hpp"
#include "lsp/text_position.hpp"

namespace megacorp::lsp {

using json = nlohmann::json;

namespace {

std::string keyword_hover(const checked::keyword& k) {
  std::string out = fmt::format("**{}** (keyword)\n\n```mc\n{}\n```\n", k.name, keyword_definition_text(k));
  for (const keyword_quote& q : keyword_quotes(k)) out += fmt::format("\n> {}\n>\n> — *{}*\n", q.text, q.source);
  return out;
}

std::string card_hover(const checked::card& c) {
  std::string out = fmt::format("**{}** — {}", c.name, render_types(c));
  if (c.side != engine::faction::none) out += fmt::format(", {}", engine::faction_names[static_cast<std::size_t>(c.side)]);
  out += "\n\n";
  if (!c.is(checked::business)) out += fmt::format("- cost: {}\n", render_cost(c.price));
  if (c.valuation) out += fmt::format("- valuation: {}M\n", *c.valuation);
  out += fmt::format("- traits: {}\n", render_traits(c));
  if (!c.tags.empty()) {
    std::vector<std::string> tags;
    for (const auto& t : c.tags) tags.push_back("#" + t);
    out += fmt::format("- tags: {}\n", fmt::join(tags, " "));
  }
  if (!c.keywords.empty()) {
    std::vector<std::string> kws;
    for (const auto& k : c.keywords) kws.push_back(render_keyword_use(k));
    out += fmt::format("- keywords: {}\n", fmt::join(kws, ", "));
  }
  if (!c.business.empty()) out += fmt::format("- business: \"{}\"\n", c.business);
  for (const auto& a : c.abilities) out += fmt::format("\n`{}`\n", render_ability(a));
  if (!c.flavour.empty()) out += fmt::format("\n*{}*\n", c.flavour);
  if (!c.art.empty()) out += fmt::format("\n- art: \"{}\"\n", c.art);
  return out;
}

std::string tag_hover(const library& lib, const std::string& tag) {
  std::vector<std::string> names;
  for (const auto& c : lib.cards())
    if (std::find(c->tags.begin(), c->tags.end(), tag) != c->tags.end()) names.push_back("\"" + c->name + "\"");
  if (names.empty()) return fmt::format("**#{}** (tag): no card of the library has it", tag);
  std::size_t shown = std::min<std::size_t>(names.size(), 12);
  return fmt::format("**#{}** (tag) on {} card(s): {}{}", tag, names.size(),
                     fmt::join(names.begin(), names.begin() + static_cast<std::ptrdiff_t>(shown), ", "),
                     shown < names.size() ? ", ..." : "");
}

// A phrase the checker knows: its row of the reference, else the table it is one of.
std::string phrase_hover(const reference_doc& ref, reference_doc::section s, const std::string& pattern,
                         const std::vector<std::string>& table, const char* what) {
  if (auto row = ref.phrase(s, pattern)) return *row;  // a rule's with or without its modal
  // A rule's pattern in the table has no modal: `cannot be blocked by _` is `be blocked by _`.
  std::string bare = pattern;
  for (const char* modal : {"can only ", "cannot ", "can ", "must "})
    if (bare.rfind(modal, 0) == 0) {
      bare = bare.substr(std::string_view(modal).size());
      break;
    }
  bool known = std::find(table.begin(), table.end(), bare) != table.end();
  std::string list;
  for (const auto& p : table) list += (list.empty() ? "`" : ", `") + p + "`";
  return fmt::format("**{}** ({}{})\n\n{}s the checker knows: {}", pattern, known ? "" : "unknown ", what, what, list);
}

// The words that open a form or an ability, which docs/vocabulary.md has no row for: the
// construct each opens, as docs/reference.md writes it.
std::optional<std::string> form_word_hover(const std::string& w) {
  struct entry {
    const char* words;
    const char* text;
  };
  static const entry table[] = {
      {"card", "`card \"NAME\" { FIELDS ABILITIES }`: a card (docs/reference.md, 2)"},
      {"keyword", "`keyword NAME [(PARAMS)] { ABILITIES }`: a keyword's definition (docs/reference.md, 11)"},
      {"deck", "`deck \"NAME\" { business: ... founder: ... main: ... }`: a deck (docs/reference.md)"},
      {"scenario", "`scenario \"NAME\" { ... }`: a scenario (docs/scenarios.md)"},
      {"when", "`when TRIGGER: EFFECT`: a triggered ability (docs/reference.md, 3)"},
      {"on resolve", "`on resolve: EFFECT`: what an event does when it resolves (docs/reference.md, 6)"},
      {"additional", "`additional cost: COSTS`: what playing an event costs besides its `cost:`, paid as it is played "
                     "(docs/reference.md, 10)"},
      {"rule", "`rule: SELECTION RULE`: a rule the card keeps while it is in play (docs/reference.md, 4)"},
      {"instead of being", "`instead of SELECTION being EVENT: EFFECT`: a replacement (docs/reference.md, 5)"},
      {"ability", "`ability [\"NAME\"]: COSTS -> EFFECT`: an activated ability (docs/reference.md, 10)"},
  };
  for (const entry& e : table) {
    std::istringstream in{e.words};
    for (std::string x; in >> x;)
      if (x == w) return fmt::format("**{}** (opens a construct; docs/vocabulary.md lists what goes inside)\n\n{}", w, e.text);
  }
  return std::nullopt;
}

// `controller` in `target character's controller`: the row of `SEL's controller` (docs/
// vocabulary.md 7.2), when the word before ends in `'s` and is no combat party's (`the
// attacker's controller` has a row of its own).
std::optional<std::string> possessive_hover(const reference_doc& ref, std::string_view text, const token& word) {
  if (word.text != "controller" && word.text != "owner") return std::nullopt;
  std::size_t b = word.begin;
  while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) --b;
  if (b < 2 || text.substr(b - 2, 2) != "'s") return std::nullopt;
  std::size_t s = b - 2;
  while (s > 0 && std::islower(static_cast<unsigned char>(text[s - 1]))) --s;
  const std::string_view party = text.substr(s, b - 2 - s);
  if (party == "attacker" || party == "defender" || party == "blocker") return std::nullopt;
  return ref.word("SEL's " + word.text);
}

// `most` (`fewest`, `least`) in `the player with the most money` or `you have the most money`:
// the row of the quantity's phrase (docs/vocabulary.md 7.4 and 8), not the statement's.
std::optional<std::string> most_hover(const reference_doc& ref, std::string_view text, const token& word) {
  if (word.text != "most" && word.text != "fewest" && word.text != "least") return std::nullopt;
  std::size_t b = word.begin;
  auto word_before = [&]() {
    while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) --b;
    const std::size_t e = b;
    while (b > 0 && std::islower(static_cast<unsigned char>(text[b - 1]))) --b;
    return text.substr(b, e - b);
  };
  if (word_before() != "the") return std::nullopt;
  const std::string_view before = word_before();
  if (before == "with") return ref.holding("with the most");
  if (before == "has" || before == "have") return ref.holding("has the most");
  return std::nullopt;
}

// A word of a statement with a row of its own: `controller` of `SEL's controller`, `most`.
std::optional<std::string> word_in_statement_hover(const reference_doc& ref, std::string_view text, const token& word) {
  if (auto row = possessive_hover(ref, text, word)) return row;
  return most_hover(ref, text, word);
}

// A word of a pronoun of two words or more inside a statement (`the seller`, `the card that
// destroyed it`): the pronoun's row of docs/vocabulary.md 7, not the statement's; `begin`,
// `end` are set to the pronoun's span.
std::optional<std::string> pronoun_hover(const reference_doc& ref, std::string_view text, std::uint32_t offset,
                                         std::uint32_t& begin, std::uint32_t& end) {
  const std::size_t line = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  const std::size_t from = line == std::string_view::npos ? 0 : line + 1;
  const std::string_view rest = text.substr(from, text.find('\n', from) - from);
  for (const auto& p : words::pronouns()) {
    if (p.text.find(' ') == std::string_view::npos) continue;
    for (std::size_t at = rest.find(p.text); at != std::string_view::npos; at = rest.find(p.text, at + 1)) {
      const std::size_t b = from + at, e = b + p.text.size();
      if (offset < b || offset >= e) continue;
      if (auto row = ref.word(std::string(p.text))) {
        begin = static_cast<std::uint32_t>(b);
        end = static_cast<std::uint32_t>(e);
        return row;
      }
    }
  }
  return std::nullopt;
}

// A word no table above covers: the syntax error at it (what was expected there), else the
// row of docs/vocabulary.md that documents the word (`target`, `each`, `they`).
std::string word_hover(const analysis& a, const reference_doc& ref, const parsed_source& doc, std::uint32_t offset,
                       target& t) {
  const token word = token_at(doc.file->text(), offset);
  for (const diagnostic& d : a.diags.list())
    if (d.level == severity::error && d.where.file && d.where.file->name() == doc.file->name() && d.where.begin <= offset &&
        offset <= std::max(d.where.end, d.where.begin + 1) && (word.k == token::word || word.k == token::none)) {
      t.begin = d.where.begin;
      t.end = std::max(d.where.end, d.where.begin);
      return fmt::format("**syntax error**: {}", d.message);
    }
  if (word.k != token::word && word.k != token::keyword) return {};
  std::optional<std::string> row;
  if (word.k == token::word) row = ref.word(word.text);
  if (!row && word.k == token::word) row = form_word_hover(word.text);
  if (const std::string field = row ? "" : field_at(doc, offset); !field.empty()) row = ref.field(field);  // in its value
  if (!row) return {};
  t.begin = word.begin;
  t.end = word.end;
  return *row;
}

}  // namespace

json hover(const analysis& a, const reference_doc& ref, const parsed_source& doc, std::uint32_t offset, face_cache* faces) {
  target t = target_at(a, doc, offset);
  std::string text;
  // `controller` of `SEL's controller` inside a statement: the word's row, not the statement's
  // (and `most` of `with the most`: the quantity's row)
  if (const token word = token_at(doc.file->text(), offset); word.k == token::word)
    if (const auto row = word_in_statement_hover(ref, doc.file->text(), word)) {
      t.k = target::none;
      t.begin = word.begin;
      t.end = word.end;
      text = *row;
    }
  if (text.empty() && t.k == target::statement)
    if (auto row = pronoun_hover(ref, doc.file->text(), offset, t.begin, t.end)) {
      t.k = target::none;
      text = *row;
    }
  switch (t.k) {
    case target::keyword:
      if (const checked::keyword* k = a.lib->find_keyword(t.name)) text = keyword_hover(*k);
      break;
    case target::card:
      if (const checked::card* c = a.lib->find_card(t.name)) {
        text = card_hover(*c);
        if (const auto face = faces ? faces->uri(*c) : std::nullopt) text += fmt::format("\n[The card's face]({})\n", *face);
      }
      break;
    case target::deck:
      if (const checked::deck* d = a.lib->find_deck(t.name))
        text = fmt::format("**{}** (deck): business \"{}\", founder \"{}\"", d->name, d->business, d->founder);
      break;
    case target::tag: text = tag_hover(*a.lib, t.name); break;
    case target::trigger:
      // the phrase without the subject's pattern words (`_ is deployed` is written `is deployed`)
      text = phrase_hover(ref, reference_doc::section::trigger, t.name, vocabulary::trigger_phrases, "trigger");
      break;
    case target::step: {
      if (auto row = ref.step(t.name)) {
        text = *row;
      } else {
        std::string steps;
        for (const auto& s : vocabulary::step_names) steps += (steps.empty() ? "`" : ", `") + s + "`";
        text = fmt::format("**{}** (a step of the turn)\n\nSteps a trigger can wait for: {}", t.name, steps);
      }
      break;
    }
    case target::rule:
      text = phrase_hover(ref, reference_doc::section::rule, t.name, vocabulary::rule_phrases, "rule");
      break;
    case target::replacement:
      text = phrase_hover(ref, reference_doc::section::replacement, t.name, vocabulary::replaceable_phrases,
                          "replaceable event");
      break;
    case target::statement:
      if (auto row = ref.statement(t.name, t.after_selection)) text = *row;
      else text = fmt::format("**{}** (statement)", t.name);
      if (!t.cost.empty()) {  // a cost: when it can be paid, then what it does
        if (auto row = ref.cost(t.cost)) text = *row + "\n---\n\n" + text;
        else text = fmt::format("**{}** cannot be a cost; costs are: {}\n\n---\n\n{}", t.cost, cost_statements::names(), text);
      }
      break;
    case target::parameter_kind:
      if (auto row = ref.parameter_kind(t.name)) text = *row;
      else text = fmt::format("**{}** (unknown parameter kind): the kinds are {}", t.name, param_kinds::names());
      break;
    case target::field:
      if (auto row = ref.field(t.name)) text = *row;
      break;
    case target::none: break;
  }
  if (text.empty()) text = word_hover(a, ref, doc, offset, t);
  if (text.empty()) return nullptr;
  std::string_view file = doc.file->text();
  return {{"contents", {{"kind", "markdown"}, {"value", text}}}, {"range", range_json(file, t.begin, t.end)}};
}

}  // namespace megacorp::lsp
