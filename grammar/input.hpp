// Reading text to parse: one file or standard input under a size limit, and the *.mc
// files of a folder (docs/install.md, "Inputs").
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace megacorp {

// The most bytes one input may hold; a larger one is refused before it is parsed (a
// parsed file takes about 60 times its size in memory).
inline constexpr std::size_t max_input_bytes = std::size_t{4} << 20;  // 4 MiB

// Reads `path`, or standard input when it is "-", into `text`. Only regular files are
// read (FIFOs, devices and sockets are refused without opening them for long). False,
// with `error` saying why, when it cannot be read or is larger than max_input_bytes.
bool read_input(const std::filesystem::path& path, std::string& text, std::string& error);

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
