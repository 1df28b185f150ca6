// libFuzzer entry point for replay files (docs/replays.md): every input is the text of one
// saved game. It is read (library/replay_file.hpp); a file that reads is written again and must
// read back the same; then it is replayed against the bundled library, as `megacorp replay
// --explain` does (sim::run_replay, from a file in a scratch folder), action by action with
// every state check. The work is bounded by the file: one engine action per line, decks of at
// most max_replay_deck_cards cards. Seeds: fuzz/replay_seeds/ (docs/fuzzing.md).
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>

#include "fuzz/fuzz_library.hpp"
#include "library/library.hpp"
#include "sim/commands.hpp"
#include "library/replay_file.hpp"

namespace {

namespace fs = std::filesystem;

fs::path scratch;  // holds the file replayed

void remove_scratch() {
  std::error_code ec;
  fs::remove_all(scratch, ec);
}

const megacorp::library& bundled() {
  static const std::unique_ptr<megacorp::library> lib = [] {
    auto l = std::make_unique<megacorp::library>();
    megacorp::diagnostics diags;
    for (const auto& src : megacorp::fuzz::prelude()) l->add_parsed(src);
    for (const auto& src : megacorp::fuzz::card_library()) l->add_parsed(src);
    l->check(diags);
    if (diags.has_errors()) std::abort();
    return l;
  }();
  return *lib;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  bundled();
  scratch = fs::temp_directory_path() / ("megacorp_fuzz_replay." + std::to_string(::getpid()));
  fs::create_directories(scratch);
  std::atexit(remove_scratch);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const auto f = megacorp::read_replay(text, error);
  if (!f) {
    if (error.empty()) std::abort();  // a refusal says why
    return 0;
  }
  // What is written reads back: the same decks, seed and actions.
  const auto again = megacorp::read_replay(megacorp::write_replay(*f), error);
  if (!again || again->seed != f->seed || again->actions != f->actions || again->decks.size() != f->decks.size() ||
      again->checks != f->checks || !(again->result == f->result) || again->undo_used != f->undo_used)
    std::abort();
  const fs::path file = scratch / "game.replay";
  {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << text;
  }
  // A failed write earlier (libFuzzer may close stdout) must not stick to this run.
  std::clearerr(stdout);
  std::clearerr(stderr);
  const int status = megacorp::sim::run_replay(bundled(), {file.string(), true});
  if (status < 0 || status > 2) std::abort();  // the documented exit statuses only
  return 0;
}
