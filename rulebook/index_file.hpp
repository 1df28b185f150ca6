// The index files, rules/index/*.txt (BOOK.txt): one statement per entry, written so people can
// edit statuses by hand and review them in diffs (docs/rules_index.md):
//
//   book 001 rules/books/001_4193e6d9af35e358.txt
//
//   001/challenge-phase/2 open
//     The Challenge Phase is when combat occurs in Megacorp.
//   001/challenge-phase/3 same-as 001/challenge-phase/2
//     ...
//     en: an English gloss (000)
#pragma once

#include <string>
#include <vector>

#include "rulebook/statement.hpp"

namespace megacorp::rulebook {

// A problem found in an index file or against its book: the file's line (0: none).
struct problem {
  std::string file;
  int line = 0;
  std::string message;
};

std::string format_problem(const problem& p);

// `text` read as an index file named `file`; what is malformed is added to `problems`.
book_index read_index(const std::string& file, const std::string& text, std::vector<problem>& problems);

// The index as its file holds it.
std::string write_index(const book_index& index);

}  // namespace megacorp::rulebook
