// The answers to the editor's questions, each from one check of the workspace (analysis):
// what is under the cursor, hover, completion, definition, references, symbols, fixes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "lsp/face_cache.hpp"
#include "lsp/reference_doc.hpp"
#include "lsp/workspace.hpp"

namespace megacorp::lsp {

// What the cursor is on.
struct target {
  enum kind_t { none, card, keyword, tag, deck, trigger, step, rule, replacement, statement, parameter_kind, field } k = none;
  // a card, keyword or deck name; a tag; a phrase's pattern; a statement's verb; a parameter's kind;
  // a card field's name as written (`art`)
  std::string name;
  std::string cost;              // a statement that is an activated ability's cost: as written
  bool after_selection = false;  // a statement that starts with a selection (`this gets ...`)
  std::uint32_t begin = 0, end = 0;  // the bytes it covers
};
target target_at(const analysis& a, const parsed_source& doc, std::uint32_t offset);
// The name of the card field whose value holds `offset` (`traits` at `IQ`), or empty.
std::string field_at(const parsed_source& doc, std::uint32_t offset);

// textDocument/publishDiagnostics params for one file.
nlohmann::json diagnostics_json(const analysis& a, const std::string& path);
// `faces`, when given, links a card's face from its hover (lsp/face_cache.hpp).
nlohmann::json hover(const analysis& a, const reference_doc& ref, const parsed_source& doc, std::uint32_t offset,
                     face_cache* faces = nullptr);
nlohmann::json completion(const analysis& a, std::string_view text, std::uint32_t offset);
nlohmann::json definition(const analysis& a, const parsed_source& doc, std::uint32_t offset);
nlohmann::json references(const analysis& a, const parsed_source& doc, std::uint32_t offset, bool declaration);
nlohmann::json document_symbols(const parsed_source& doc);
// Quick fixes: one per diagnostic with a fix whose span meets [begin, end].
nlohmann::json code_actions(const analysis& a, const std::string& path, std::uint32_t begin, std::uint32_t end);

}  // namespace megacorp::lsp
