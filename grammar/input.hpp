// The *.mc files of a folder (docs/install.md, "Inputs"); one file is read by
// input/read.hpp.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "input/read.hpp"  // read_input, max_input_bytes: the input rule

namespace megacorp {

// One problem found while listing a folder: the path and what is wrong with it.
struct listing_problem {
  std::filesystem::path path;
  std::string message;
};

// Every *.mc file under `folder`, recursively, sorted. Hidden names (starting with '.')
// are skipped; a *.mc entry that is a broken symbolic link or not a regular file, and a
// folder that cannot be read, are reported in `problems`, not skipped silently.
std::vector<std::filesystem::path> list_mc_files(const std::filesystem::path& folder,
                                                 std::vector<listing_problem>& problems);

}  // namespace megacorp
