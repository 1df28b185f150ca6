// libFuzzer entry point: any bytes are parsed and checked, alone and with the prelude, and printed.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "interp/library.hpp"

namespace {

// The bundled keyword prelude, read from disk once: (name, text) of every *.mc file.
const std::vector<std::pair<std::string, std::string>>& prelude() {
  static const auto files = [] {
    std::vector<std::pair<std::string, std::string>> out;
    std::vector<std::filesystem::path> paths;
    for (const auto& e : std::filesystem::recursive_directory_iterator(megacorp::bundled_cards_dir() / "prelude"))
      if (e.is_regular_file() && e.path().extension() == ".mc") paths.push_back(e.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& p : paths) {
      std::ifstream in(p, std::ios::binary);
      std::ostringstream text;
      text << in.rdbuf();
      out.emplace_back(p.string(), std::move(text).str());
    }
    if (out.empty()) std::abort();  // a fuzz run without the prelude would miss most of the checker
    return out;
  }();
  return files;
}

// Parses and checks `input` (plus the prelude when asked) and prints the diagnostics both ways.
void run(const std::string& input, bool with_prelude) {
  megacorp::library lib;
  megacorp::diagnostics diags;
  if (with_prelude)
    for (const auto& [name, text] : prelude()) lib.add_source(name, text, diags);
  lib.add_source("fuzz.mc", input, diags);
  lib.check(diags);
  diags.sort();
  // The printers are fuzzed too: positions, carets and JSON escaping of arbitrary bytes.
  std::string text = megacorp::format_text(diags);
  std::string json = megacorp::format_json(diags);
  if (diags.has_errors() && (text.empty() || json.empty())) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  prelude();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string input(reinterpret_cast<const char*>(data), size);
  // Alone, every keyword is unknown: the checker's error paths for names.
  run(input, false);
  // With the prelude, keyword uses are resolved and their arguments checked.
  run(input, true);
  return 0;
}
