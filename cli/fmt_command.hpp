// `megacorp fmt`: lays out .mc files in the canonical layout (docs/formatting.md).
#pragma once

#include <string>
#include <vector>

namespace megacorp {

// Formats each path (a file, or every *.mc under a folder) in place, or with `check`
// only names the files whose layout differs. `-` reads standard input and writes the
// result to standard output. Exit status: 0 all formatted (with `check`: none would
// change), 1 a file has syntax errors (it is left as it is) or, with `check`, differs,
// 2 a path cannot be read or written.
int run_fmt(const std::vector<std::string>& paths, bool check);

}  // namespace megacorp
