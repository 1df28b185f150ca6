// The index check (docs/rules_index.md): every sentence of the book in exactly one
// statement, in order, verbatim; every id unique; every status well formed (a same-as
// names an id that exists, a not-a-rule gives a reason from the fixed list, a worked
// example names an examples/rulebook/ scenario file that exists).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "rulebook/index_file.hpp"
#include "rulebook/statement.hpp"

namespace megacorp::rulebook {

// The statements' texts, in order, are the book's text with whitespace collapsed: so every
// sentence is in one statement and none in two. `file` names the index in problems.
void check_against_book(const std::string& file, const book_index& index, const std::string& book_text,
                        std::vector<problem>& problems);

// Ids unique across `indexes` and of their book; statuses well formed. `root`: the
// repository, for the files statuses name.
void check_statuses(const std::vector<std::pair<std::string, book_index>>& indexes, const std::filesystem::path& root,
                    std::vector<problem>& problems);

}  // namespace megacorp::rulebook
