// The files the formatter tests run over: every .mc file under cards/ and examples/,
// and the golden cases of tests/layout/cases/ (run from the source tree).
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace megacorp::test {

inline std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline std::vector<std::filesystem::path> mc_files(const std::vector<std::string>& folders) {
  std::vector<std::filesystem::path> out;
  for (const std::string& folder : folders)
    for (const auto& e : std::filesystem::recursive_directory_iterator(folder))
      if (e.is_regular_file() && e.path().extension() == ".mc") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::filesystem::path> library_files() { return mc_files({"cards", "examples"}); }

}  // namespace megacorp::test
