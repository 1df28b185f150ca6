// libFuzzer entry point for the language server (docs/editors.md): every input is the byte
// stream an editor sends to `megacorp lsp` on its standard input (Content-Length headers and
// JSON-RPC bodies). lsp::serve runs over it in-process, with the prelude and the bundled card
// library as `megacorp lsp` finds them, in a scratch folder holding one card file (a workspace
// root of "." finds it). Its exit status must be 0 or 1, and everything it wrote must be
// well-framed JSON-RPC: each message read back with the transport and parsed as JSON.
// Seeds: fuzz/lsp_seeds/ (docs/fuzzing.md).
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "library/library.hpp"
#include "lsp/server.hpp"
#include "lsp/transport.hpp"

namespace {

namespace fs = std::filesystem;

fs::path scratch;  // the folder the server runs in
megacorp::lsp::config cfg;

void remove_scratch() {
  std::error_code ec;
  fs::remove_all(scratch, ec);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  scratch = fs::temp_directory_path() / ("megacorp_fuzz_lsp." + std::to_string(::getpid()));
  fs::create_directories(scratch);
  std::atexit(remove_scratch);
  const fs::path cards = megacorp::bundled_cards_dir();
  fs::copy_file(cards / "neutral.mc", scratch / "neutral_copy.mc");
  cfg.cards = cards.string();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  std::ostringstream out;
  const fs::path back = fs::current_path();
  fs::current_path(scratch);
  const int status = megacorp::lsp::serve(in, out, cfg);
  fs::current_path(back);
  if (status != 0 && status != 1) std::abort();
  // The server's own messages: framed, and JSON.
  std::istringstream sent(out.str());
  while (auto f = megacorp::lsp::read_frame(sent)) {
    if (!f->error.empty()) std::abort();
    if (!nlohmann::json::accept(f->body)) std::abort();
  }
  return 0;
}
