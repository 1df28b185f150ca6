#include "cli/inputs.hpp"

#include <algorithm>
#include <set>

#include "cli/library_location.hpp"
#include "grammar/input.hpp"
#include "run/text_behaviour.hpp"

namespace megacorp {

namespace fs = std::filesystem;

namespace {

bool inside(const fs::path& child, const fs::path& parent) {
  std::error_code ec;
  fs::path c = fs::weakly_canonical(child, ec);
  fs::path p = fs::weakly_canonical(parent, ec);
  auto [pi, ci] = std::mismatch(p.begin(), p.end(), c.begin(), c.end());
  return pi == p.end() || (std::next(pi) == p.end() && pi->empty());
}

// The files to load, in order, each once: the first spelling of a file is kept.
class file_list {
 public:
  explicit file_list(diagnostics& diags) : diags_(diags) {}

  // A file, or the *.mc files of a folder (except `skip`, a sub-folder loaded apart).
  void add(const fs::path& path, const fs::path& skip = {}) {
    std::error_code ec;
    if (path != "-" && fs::is_directory(path, ec)) {
      std::vector<listing_problem> problems;
      for (const fs::path& f : list_mc_files(path, problems))
        if (skip.empty() || !inside(f, skip)) add_file(f);
      for (const auto& p : problems) fail("cannot read '" + p.path.string() + "': " + p.message);
      return;
    }
    add_file(path);
  }
  void fail(std::string message) {
    diags_.error({}, std::move(message));
    io_ok_ = false;
  }
  const std::vector<fs::path>& files() const { return files_; }
  bool io_ok() const { return io_ok_; }

 private:
  void add_file(const fs::path& f) {
    std::error_code ec;
    fs::path key = f == "-" ? f : fs::weakly_canonical(f, ec);
    if (seen_.insert(key.string()).second) files_.push_back(f);
  }
  diagnostics& diags_;
  std::vector<fs::path> files_;
  std::set<std::string> seen_;
  bool io_ok_ = true;
};

}  // namespace

bool covers(const std::vector<std::string>& paths, const fs::path& target) {
  for (const auto& p : paths)
    if (p == "-" ? target == "<stdin>" : inside(target, p)) return true;  // library.cpp names standard input so
  return false;
}

bool load_inputs(library& lib, const load_request& req, diagnostics& diags) {
  file_list list(diags);
  bool need_library = !req.no_library || (!req.no_prelude && req.prelude.empty());
  std::optional<fs::path> cards;
  if (need_library) {
    std::string tried;
    cards = find_library(req.cards, req.paths, tried);
    if (!cards) list.fail("cannot find the card library (" + tried + "); give --cards DIR or set MEGACORP_CARDS (docs/install.md)");
  }
  fs::path prelude = !req.prelude.empty() ? fs::path(req.prelude) : cards ? *cards / "prelude" : fs::path();
  std::error_code ec;
  if (!req.no_prelude && !prelude.empty()) {
    if (!fs::exists(prelude, ec)) list.fail("cannot read the keyword prelude '" + prelude.string() + "': no such file or folder");
    else list.add(prelude);
  }
  if (!req.no_library && cards) {
    if (!fs::is_directory(*cards, ec)) list.fail("cannot read the card library '" + cards->string() + "': not a folder");
    else list.add(*cards, *cards / "prelude");  // its prelude is loaded above (or replaced by --prelude)
  }
  for (const auto& m : req.mods) list.add(m);  // docs/mods.md
  // A prelude, library or mod that cannot be read stops here: the user's files checked
  // without it would only bury that one error under unknown names.
  if (!list.io_ok()) return false;
  for (const auto& p : req.paths) list.add(p);
  bool io_ok = list.io_ok();
  for (const fs::path& f : list.files()) io_ok = lib.add_path(f, diags) && io_ok;
  lib.check(diags);
  if (!diags.has_errors()) check_every_text_runs(lib, diags);
  return io_ok;
}

}  // namespace megacorp
