// The documentation of one entry of a vocabulary table: one row of docs/vocabulary.md
// (docgen/reference_page.cpp renders the page, the LSP's hover shows the row).
#pragma once

namespace megacorp {

struct doc_record {
  // The construct as a row shows it, placeholders in capitals: "cannot be blocked by SEL".
  // Several spellings are separated by "` / `" or "`, `" (each shows as its own code span).
  const char* words = "";
  // What the engine asks or fires (a rule's question and default, a trigger's event), or a
  // statement's parameters; "" when the section has no such column.
  const char* engine = "";
  const char* does = "";     // what it does in a game
  const char* rule = "";     // the rulebook section: "Glossary TARGET", "001 Challenge Phase, Damage"
  // One ability line that checks inside a character card (an event card when it starts with
  // `on resolve:`), or a whole `keyword` form (tests/lang/vocabulary_doc_test.cpp checks each).
  const char* example = "";
  const char* shown = "";  // a file of scenarios that shows it in play, or ""
};

}  // namespace megacorp
