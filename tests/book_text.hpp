// The text of a rulebook by its number ("001"), read from rules/books/ (tests run from the
// project root); empty when no book has that number.
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

namespace megacorp::testing {

inline std::string book_text(std::string_view number) {
  const std::string prefix = std::string(number) + "_";
  for (const auto& f : std::filesystem::directory_iterator("rules/books"))
    if (f.path().filename().string().rfind(prefix, 0) == 0) {
      std::ifstream in(f.path());
      return {std::istreambuf_iterator<char>(in), {}};
    }
  return {};
}

}  // namespace megacorp::testing
