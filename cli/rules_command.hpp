// `megacorp rules ...`: the rules index (docs/rules_index.md).
//   rules split BOOK FILE   print the first draft of a book's index (the splitter)
//   rules check [PATHS]     check the index against the books, and the `cites:` of the
//                           scenarios under PATHS against their runs
//   rules report [PATHS]    print the coverage report, docs/coverage.md
#pragma once

#include <map>
#include <string>
#include <vector>

#include "cli/inputs.hpp"

namespace megacorp {

struct rules_request {
  std::string action;              // split, check, report, paths
  std::string book, book_file;     // split
  std::vector<std::string> paths;  // check, report: scenario files or folders (default examples)
  std::string root = ".";          // the repository: rules/index/ and the books
};

// Variant name -> the ids of the statements whose ruling or conflict names it (the status's
// argument `docs/rulings.md NAME`); empty when `root` has no rules/index/.
std::map<std::string, std::vector<std::string>> statements_by_variant(const std::string& root);

// Exit status: 0 clean, 1 a problem in the index or a citation, 2 usage or I/O error.
int run_rules_command(const rules_request& req, load_request load);

}  // namespace megacorp
