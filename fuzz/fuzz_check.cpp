// libFuzzer entry point: any bytes are parsed, checked with the prelude, and printed.
#include <cstddef>
#include <cstdint>
#include <string>

#include "interp/library.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  megacorp::library lib;
  megacorp::diagnostics diags;
  lib.add_path(megacorp::bundled_cards_dir() / "prelude", diags);
  lib.add_source("fuzz.mc", std::string(reinterpret_cast<const char*>(data), size), diags);
  lib.check(diags);
  diags.sort();
  // The printers are fuzzed too: positions, carets and JSON escaping of arbitrary bytes.
  std::string text = megacorp::format_text(diags);
  std::string json = megacorp::format_json(diags);
  return text.empty() && json.empty() ? -1 : 0;
}
