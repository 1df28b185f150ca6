// Where the `megacorp` command finds its card library and keyword prelude (docs/install.md).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace megacorp {

// The card library, the first found of: `cards_option` (--cards); the library that holds
// or sits beside one of `paths` (the nearest folder, the path itself or above it,
// with a prelude/ folder or a cards/prelude/ folder: a checkout); $MEGACORP_CARDS; share/megacorp/cards beside or above the executable's folder
// (/proc/self/exe). Nothing when none exists; `tried` then lists where it looked.
std::optional<std::filesystem::path> find_library(const std::string& cards_option, const std::vector<std::string>& paths,
                                                  std::string& tried);

}  // namespace megacorp
