// The files the server knows: the prelude, the card library, any --mod, the workspace's
// .mc files and the editor's open buffers (which replace their files on disk), checked
// together as `megacorp check` checks them.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "grammar/diagnostics.hpp"
#include "library/library.hpp"

namespace megacorp::lsp {

struct config {
  std::string prelude;            // "" : the library's prelude/ folder
  bool no_prelude = false;
  std::string cards;              // the card library (the command finds it: docs/install.md); "" : none
  bool no_library = false;
  std::vector<std::string> mods;  // --mod folders or files
};

// One check of everything: the library, its parsed sources by file name, every diagnostic.
struct analysis {
  std::unique_ptr<library> lib;
  std::map<std::string, std::shared_ptr<const parsed_source>> sources;  // by file name (a path)
  diagnostics diags;
};

class workspace {
 public:
  explicit workspace(config cfg) : cfg_(std::move(cfg)) {}
  // The folder whose .mc files belong to the workspace ("" for none); lists its files.
  void set_root(const std::string& folder);
  // Lists the workspace folder's files again (after a save or a change on disk).
  void rescan();
  // Whether the folder had more entries than are searched (max_entries): then only the
  // .mc files among the first ones belong to the workspace.
  bool root_truncated() const { return root_truncated_; }
  static constexpr std::size_t max_entries = 20000;
  void open(const std::string& path, std::string text) { open_[key(path)] = {path, std::move(text), nullptr, {}}; }
  void close(const std::string& path) { open_.erase(key(path)); }
  bool is_open(const std::string& path) const { return open_.count(key(path)) != 0; }
  const std::string* text(const std::string& path) const;
  std::vector<std::string> open_paths() const;
  // Parses what changed since the last call and checks everything again.
  const analysis& analyze();
  // The files skipped since the last call (over the input limit, not regular files: docs/install.md,
  // "Inputs"), one message each, for the client's log.
  std::vector<std::string> take_skipped();

 private:
  struct parsed {
    std::string name;
    std::string text;
    std::shared_ptr<const parsed_source> source;  // null until parsed
    std::vector<diagnostic> syntax_errors;
    std::filesystem::file_time_type mtime{};
  };
  static std::string key(const std::string& path);
  // The files to load in the order `megacorp check` loads them: prelude, library, mods.
  std::vector<std::string> library_files();
  parsed& parse_disk(const std::string& path);

  config cfg_;
  std::string root_;
  std::vector<std::string> root_files_;  // the .mc files under root_, sorted
  bool root_truncated_ = false;
  std::vector<std::string> skipped_;     // messages not yet taken
  std::set<std::string> reported_;       // messages taken, not repeated
  std::map<std::string, parsed> open_;   // by canonical path
  std::map<std::string, parsed> disk_;   // cache of files on disk, by canonical path
  analysis current_;
};

}  // namespace megacorp::lsp
