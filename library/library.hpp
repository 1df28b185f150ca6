// A loaded card library: sources, and the checked cards, keywords and decks in them.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/diagnostics.hpp"
#include "grammar/syntax.hpp"
#include "grammar/syntax_hints.hpp"
#include "grammar/parsed_source.hpp"
#include "ir/definitions.hpp"

namespace megacorp {

// Parses one text; syntax errors go to `diags`.
std::shared_ptr<const parsed_source> parse_source(std::string name, std::string text, diagnostics& diags);

class library : public definitions {
 public:
  library();
  ~library();
  library(const library&) = delete;
  library& operator=(const library&) = delete;

  // Parses one text; syntax errors go to `diags`. Call check() once everything is added.
  void add_source(std::string name, std::string text, diagnostics& diags);
  // A text parsed earlier, perhaps shared with other libraries.
  void add_parsed(std::shared_ptr<const parsed_source> source);
  // A file ("-": standard input), or every *.mc file under a folder (sorted, recursive),
  // read under the limits of grammar/input.hpp. False on an I/O error, which is reported
  // as a diagnostic without a position.
  bool add_path(const std::filesystem::path& path, diagnostics& diags);
  // Resolves names across all sources and checks every form; errors go to `diags`. The
  // cards are checked on check_threads() threads, with the same result as on one
  // (docs/design.md, "The check on two threads").
  void check(diagnostics& diags);
  // Threads for the cards' check: 1 (everything on the calling thread) unless the
  // environment's MEGACORP_CHECK_THREADS says 2 to 8; set_check_threads overrides both.
  std::size_t check_threads() const { return check_threads_; }
  void set_check_threads(std::size_t threads) { check_threads_ = threads < 1 ? 1 : threads; }
  // The threads the last check's cards took: 1 when they were too few to share (fewer than
  // 128 a thread) or a tag no card prints made it check again on one.
  std::size_t checked_on() const { return checked_on_; }

  // Every source added, in the order added (a simulation hashes their text).
  const std::vector<std::shared_ptr<const parsed_source>>& sources() const { return sources_; }

 private:
  std::vector<std::shared_ptr<const parsed_source>> sources_;
  std::unique_ptr<parse_vocabulary> vocabulary_;  // words for syntax messages (vocabulary/vocabulary.hpp)
  std::size_t check_threads_;
  std::size_t checked_on_ = 0;
  // One check; the threads the cards took, 0 when it must be made again on one (checker::run).
  std::size_t check_once(diagnostics& diags, std::size_t threads);
  void mark_keywords();
};

// The default of library::check_threads: MEGACORP_CHECK_THREADS if it is 1 to 8, else 1.
std::size_t default_check_threads();

// The checkout's cards/ folder, for tests, benchmarks and the fuzzer only: defined in
// library/source_cards.cpp (library megacorp_source_cards), which the `megacorp` command
// does not link; the command finds its library at run time (cli/library_location.hpp).
std::filesystem::path bundled_cards_dir();

}  // namespace megacorp
