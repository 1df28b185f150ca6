// libFuzzer entry point for the command line: the input's lines are the arguments of one
// `megacorp` command (megacorp_cli_main, cli/megacorp_main.cpp, linked from megacorp_cli), run
// in-process in a scratch folder that holds a few card files and a mod (docs/fuzzing.md).
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <initializer_list>
#include <iostream>
#include <string>
#include <vector>

#include "cli/megacorp_main.hpp"

namespace {

namespace fs = std::filesystem;

// An argument the command may have: no path outside the scratch folder (no '/', no
// ".."), not '-' (standard input would wait), at most 256 bytes; others are dropped.
bool allowed(const std::string& arg) {
  return !arg.empty() && arg.size() <= 256 && arg != "-" && arg.find('/') == std::string::npos &&
         arg.find("..") == std::string::npos && arg.find('\0') == std::string::npos;
}

fs::path scratch;  // the folder each command runs in

// The options whose values set how much work `simulate` (and `play`) does, with the most a
// run may ask for: a value holding a digit (a number in any form CLI11 reads) above the cap,
// or not plain decimal, is replaced by the cap, so one input cannot play for minutes; values
// without digits still reach the command's own checks.
struct work_cap {
  const char* option;
  long cap;
};
constexpr work_cap work_caps[] = {{"--games", 2}, {"--jobs", 2}, {"--mcts-iterations", 2}, {"--max-turns", 3}};

std::string capped_value(const std::string& value, long cap) {
  if (value.find_first_of("0123456789") == std::string::npos) return value;
  const std::size_t digits = value.find_first_not_of("0123456789", value[0] == '-' ? 1 : 0);
  if (digits == std::string::npos && value.size() <= 4 && std::stol(value) <= cap) return value;
  return std::to_string(cap);
}

// Inserts `words` after the word `simulate`, when there is one before any `--`.
bool insert_after_simulate(std::vector<std::string>& args, std::initializer_list<const char*> words) {
  for (std::size_t i = 1; i < args.size() && args[i] != "--"; ++i)
    if (args[i] == "simulate") {
      args.insert(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.begin(), words.end());
      return true;
    }
  return false;
}

// Caps the work options' values (`--games 1000000`, `--games=1000000`) and the number of
// --deck options, drops ladder's --agents and the words `serve` and `lsp`, seats the random
// agent with --importance (whose default is MCTS) and where a person would read standard
// input, and gives `simulate`
// --max-turns 3 when the input does not, after the word `simulate` (before any `--`).
void cap_work(std::vector<std::string>& args) {
  // Drops an option (`--name VALUE` or `--name=VALUE`) after its first `keep` uses.
  auto limit = [&](const std::string& name, int keep) {
    int seen = 0;
    for (std::size_t i = 1; i < args.size();) {
      const bool spaced = args[i] == name, joined = args[i].rfind(name + "=", 0) == 0;
      if ((spaced || joined) && ++seen > keep)
        args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
                   args.begin() + static_cast<std::ptrdiff_t>(std::min(args.size(), i + (spaced ? 2 : 1))));
      else
        ++i;
    }
  };
  // At most 2 --deck options (one pair of decks). --importance plays the run again once per
  // card of the deck (some 20 times): then with random agents only (MCTS made it minutes).
  limit("--deck", 2);
  // `cards` draws SVG only: --png and --sheet hand the faces to librsvg and fontconfig, whose
  // process-wide caches LeakSanitizer reports after every input, and cost seconds a run.
  limit("--png", 0), limit("--sheet", 0);
  // `ladder` plays hundreds of games a match (and mcts:N sets its own budget): without
  // --agents it plays none, so its checks, --table, --verify and --print-decks are fuzzed.
  limit("--agents", 0);
  const bool importance = std::any_of(args.begin(), args.end(), [](const std::string& a) {
    return a == "--importance" || a.rfind("--importance=", 0) == 0;
  });
  // The random agent, named: --importance's default agent is the balance default, MCTS.
  if (importance) {
    limit("--agent", 0), limit("--agent-b", 0);
    insert_after_simulate(args, {"--agent", "random"});
  }
  // The commands that serve until stopped (`serve` listens on a port, `lsp` reads standard
  // input to its end) are fuzzed without sockets or a terminal by fuzz_serve and fuzz_lsp:
  // their word is dropped here, so their options reach the command line's own checks.
  std::erase_if(args, [](const std::string& a) { return a == "serve" || a == "lsp"; });
  // A person's seat (`play --agent human`) reads standard input: the random agent instead.
  for (std::string& a : args)
    if (a == "human") a = "random";
    else if (a.size() > 6 && a.compare(a.size() - 6, 6, "=human") == 0) a.replace(a.size() - 5, 5, "random");
  bool max_turns = false;
  for (std::size_t i = 1; i < args.size(); ++i)
    for (const work_cap& c : work_caps) {
      const std::string opt = c.option;
      if (args[i] == opt && i + 1 < args.size()) args[i + 1] = capped_value(args[i + 1], c.cap);
      else if (args[i].rfind(opt + "=", 0) == 0) args[i] = opt + "=" + capped_value(args[i].substr(opt.size() + 1), c.cap);
      else continue;
      if (opt == "--max-turns") max_turns = true;
    }
  if (!max_turns) insert_after_simulate(args, {"--max-turns", "3"});
}

void remove_scratch() {
  std::error_code ec;
  fs::remove_all(scratch, ec);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  // The scratch folder: files the arguments can name (x.mc, mod/, ...), copied from the
  // checkout; the library itself is found beside the executable, as installed.
  const fs::path source = fs::path(MEGACORP_SOURCE_DIR);
  scratch = fs::temp_directory_path() / ("megacorp_fuzz_cli." + std::to_string(::getpid()));
  std::atexit(remove_scratch);
  fs::create_directories(scratch / "mod");
  fs::copy_file(source / "examples/rulebook/buy_incarnate_neonate.mc", scratch / "x.mc");
  fs::copy_file(source / "tests/golden/syntax_several_broken_forms.mc", scratch / "broken.mc");
  fs::copy_file(source / "tests/golden/deck_fifth_copy.mc", scratch / "deck.mc");
  fs::copy(source / "examples/mods/stealth_salvage", scratch / "mod", fs::copy_options::recursive);
  fs::copy_file(source / "examples/mods/stealth_salvage_scenarios.mc", scratch / "mod_scenarios.mc");
  fs::copy_file(source / "fuzz/replay_seeds/saved_000-000000.replay", scratch / "game.replay");
  ::unsetenv("MEGACORP_CARDS");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> args = {"megacorp"};
  std::string current;
  for (std::size_t i = 0; i <= size && args.size() < 17; ++i) {
    if (i == size || data[i] == '\n') {
      if (allowed(current)) args.push_back(current);
      current.clear();
    } else {
      current += static_cast<char>(data[i]);
    }
  }
  cap_work(args);
  // A failed write earlier (libFuzzer may close stdout) must not stick to this run.
  std::clearerr(stdout);
  std::clearerr(stderr);
  std::cout.clear();
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  // In the scratch folder for the command only: libFuzzer's own paths stay relative to
  // where it was started.
  const fs::path back = fs::current_path();
  fs::current_path(scratch);
  int status = megacorp_cli_main(static_cast<int>(args.size()), argv.data());
  fs::current_path(back);
  if (status < 0 || status > 2) std::abort();  // the documented exit statuses only
  return 0;
}
