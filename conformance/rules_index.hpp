// The rules index as the conformance checks read it: every book's index file loaded and
// checked against its book (rulebook/), with lookups by id and by section.
#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "rulebook/index_file.hpp"
#include "rulebook/statement.hpp"

namespace megacorp::conformance {

struct rules_index {
  std::vector<std::pair<std::string, rulebook::book_index>> books;  // index file, its index; books in file order
  std::map<std::string, const rulebook::statement*> by_id;
  std::map<std::string, std::set<std::string>> sections;           // book -> its section slugs
  std::map<std::string, std::string> parent;                       // BOOK/SECTION -> the section it is within
  // BOOK/SECTION -> the sections of other books that restate it: a section one of whose
  // statements is `same-as` a statement of it (000's glossaire-regenerer restates 001's
  // glossary-regenerate). A cause that names a section names these too.
  std::map<std::string, std::set<std::string>> restated_by;
};

// BOOK/SECTION of a statement id (BOOK/SECTION/N): 001/divest-phase/3 -> 001/divest-phase.
std::string book_section_of(const std::string& id);

// Loads rules/index/*.txt under `root` and checks each against its book and the statuses;
// what is wrong goes to `problems`. The index's pointers stay valid while it lives.
rules_index load_rules_index(const std::filesystem::path& root, std::vector<rulebook::problem>& problems);

// The sections of `index` that a sentence of the engine names as its cause: each "001
// Challenge Phase: Damage" names 001's challenge-phase and damage sections (a part
// between ':' or ',' whose slug is a section's, or begins with it and '-'), and the sections
// of other books that restate a named one (rules_index::restated_by).
std::set<std::string> named_sections(const std::string& sentence, const rules_index& index);

}  // namespace megacorp::conformance
