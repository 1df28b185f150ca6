// What a `megacorp` command loads: the keyword prelude, the card library, mods and the
// paths given, each file once (docs/install.md).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "grammar/diagnostics.hpp"
#include "library/library.hpp"

namespace megacorp {

struct load_request {
  std::vector<std::string> paths;  // files or folders given; "-" is standard input
  std::string prelude;             // --prelude (default: the library's prelude/)
  bool no_prelude = false;
  std::string cards;  // --cards (default: cli/library_location.hpp)
  bool no_library = false;
  std::vector<std::string> mods;  // --mod, loaded after the library
};

// Loads the prelude, the library, the mods and the paths, in that order, each file once
// however many of them hold it (a path inside the library, a mod given as a path too), then
// checks the whole. False after an I/O error (reported in `diags` without a position); a
// prelude, library or mod that cannot be read stops it before the paths are read.
bool load_inputs(library& lib, const load_request& req, diagnostics& diags);

// Whether `target` is one of `paths` or lies under one of them.
bool covers(const std::vector<std::string>& paths, const std::filesystem::path& target);

}  // namespace megacorp
