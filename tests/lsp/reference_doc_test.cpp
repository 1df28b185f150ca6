// Hover's rows (lsp/reference_doc.hpp) come from the vocabulary tables: every card field, trigger
// phrase, step, rule phrase (with any modal), replaceable event, statement, cost and keyword
// parameter kind finds its row of docs/vocabulary.md, rendered in-process.
#include <string>

#include <catch2/catch.hpp>

#include "vocabulary/card_fields.hpp"
#include "vocabulary/cost_statements.hpp"
#include "vocabulary/event_triggers.hpp"
#include "vocabulary/param_kinds.hpp"
#include "vocabulary/rule_table.hpp"
#include "docgen/statements.hpp"
#include "lsp/reference_doc.hpp"

using namespace megacorp;
using section = lsp::reference_doc::section;

namespace {

// The row's words: its first cell as the page shows it, without the page's escapes.
std::string first_cell(const doc_record& d) {
  std::string words = d.words;
  return "**`" + words + "`** (docs/vocabulary.md)";
}

}  // namespace

TEST_CASE("hover finds the row of every entry of the vocabulary tables", "[lsp]") {
  const lsp::reference_doc ref = lsp::reference_doc::generated();
  REQUIRE_FALSE(ref.empty());
  for (std::size_t i = 0; i < event_triggers::phrases().size(); ++i) {
    INFO(event_triggers::phrases()[i]);
    const auto row = ref.phrase(section::trigger, event_triggers::phrases()[i]);
    REQUIRE(row);
    CHECK(row->starts_with(first_cell(event_triggers::phrase_doc(i))));
  }
  for (std::size_t i = 0; i < event_triggers::step_names().size(); ++i) {
    const std::string step = "your " + event_triggers::step_names()[i] + " begins";
    INFO(step);
    const auto row = ref.step(step);
    REQUIRE(row);
    CHECK(row->starts_with(first_cell(event_triggers::step_doc(i))));
  }
  for (const rule_table::entry& e : rule_table::all())
    for (rule_table::modal m : rule_table::all_modals) {
      const std::string written = m == rule_table::modal::none ? e.text : std::string(rule_table::modal_text(m)) + " " + e.text;
      INFO(written);
      const auto row = ref.phrase(section::rule, written);
      REQUIRE(row);
      CHECK(row->starts_with(first_cell(e.doc)));
    }
  for (std::size_t i = 0; i < event_triggers::replacement_texts().size(); ++i) {
    INFO(event_triggers::replacement_texts()[i]);
    const auto row = ref.phrase(section::replacement, event_triggers::replacement_texts()[i]);
    REQUIRE(row);
    CHECK(row->starts_with(first_cell(event_triggers::replacement_doc(i))));
  }
}

TEST_CASE("hover finds every card field's row by its name, each spelling", "[lsp]") {
  const lsp::reference_doc ref = lsp::reference_doc::generated();
  for (const card_fields::field_doc& f : card_fields::all()) {
    INFO(f.name);
    const auto row = ref.field(f.name);
    REQUIRE(row);
    CHECK(row->starts_with(first_cell(f.doc)));
  }
  CHECK(ref.field("flavor") == ref.field("flavour"));
  CHECK(ref.field("art")->find("PNG, JPEG or SVG") != std::string::npos);
  CHECK_FALSE(ref.field("cots"));
  CHECK_FALSE(ref.field("when"));
}

TEST_CASE("hover finds a statement's row by its verb", "[lsp]") {
  const lsp::reference_doc ref = lsp::reference_doc::generated();
  CHECK(ref.statement("draws", false).value_or("").find("`draw N cards`") != std::string::npos);
  CHECK(ref.statement("gains", true).value_or("").find("`SEL gains KEYWORD until end of turn`") != std::string::npos);
  // `gain control of` is not `gain 2M`: the words after the verb tell the rows apart
  CHECK(ref.statement("gain control", false).value_or("").find("`gain control of SEL") != std::string::npos);
  CHECK(ref.statement("gains control", true).value_or("").find("`gain control of SEL") != std::string::npos);
  CHECK(ref.statement("exchange control", false).value_or("").find("`exchange control of SEL and SEL`") != std::string::npos);
  CHECK(ref.statement("gain", false).value_or("").find("`gain control of SEL") == std::string::npos);
  // `copy` (an item on the stack) hovers with its row, the new-targets words in it
  CHECK(ref.statement("copy", false).value_or("").find("`copy SEL[, you may choose new targets for the copy]`") !=
        std::string::npos);
  // a '|' the page escapes in a cell is shown as written
  const std::string deploy = ref.statement("deploy", false).value_or("");
  CHECK(deploy.find("[for free|for their trait costs]") != std::string::npos);
  for (const statements::statement_doc& s : statements::all())
    if (s.o != checked::op::sequence) {
      std::string words = s.doc.words;
      if (words.starts_with("SEL ") || words.starts_with("PLAYERS ")) words = words.substr(words.find(' ') + 1);
      const std::string verb = words.substr(0, words.find(' '));
      INFO(s.doc.words);
      CHECK(ref.statement(verb, false));
    }
}

TEST_CASE("hover finds a cost's row by the statement as written, a parameter kind's by its spelling", "[lsp]") {
  const lsp::reference_doc ref = lsp::reference_doc::generated();
  for (const cost_statements::cost_doc& d : cost_statements::all()) {
    // the row's words with its placeholder filled: `engage this`, `pay 2M`, `do price`
    std::string written = d.doc.words;
    for (const char* placeholder : {"SEL", "MONEY", "PARAM"})
      if (const std::size_t at = written.find(placeholder); at != std::string::npos)
        written = written.substr(0, at) + "this";
    INFO(written);
    CHECK(ref.cost(written).value_or("").starts_with(first_cell(d.doc)));
  }
  CHECK_FALSE(ref.cost("draw 1 card"));
  for (const param_kinds::spelling& sp : param_kinds::spellings()) {
    INFO(sp.text);
    REQUIRE(param_kinds::doc_of(sp.kind));
    CHECK(ref.parameter_kind(sp.text).value_or("").starts_with(first_cell(*param_kinds::doc_of(sp.kind))));
  }
  CHECK_FALSE(ref.parameter_kind("nmber"));
}
