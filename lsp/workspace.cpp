// The server's files: the library, mods, the workspace folder and open buffers, checked together.
#include "lsp/workspace.hpp"

#include <algorithm>
#include <set>
#include <utility>

#include "input/read.hpp"
#include "run/text_behaviour.hpp"

namespace megacorp::lsp {

namespace fs = std::filesystem;

namespace {

// Adds `path` if it is a file, or the .mc files under it (sorted), skipping hidden and build
// folders (and `prelude` in the library, loaded apart); false when it stopped after
// `max_entries` entries.
bool add_mc_files(const fs::path& path, std::vector<std::string>& out, std::vector<std::string>& skipped,
                  bool skip_prelude, std::size_t max_entries = static_cast<std::size_t>(-1)) {
  std::error_code ec;
  bool complete = true;
  std::size_t seen = 0;
  // The input rule (docs/install.md, "Inputs"): a file over the limit, a FIFO or a device is
  // skipped with a message, never read.
  auto add_file = [&](const fs::path& f, std::vector<std::string>& to) {
    std::string why;
    if (readable_input(f, why)) to.push_back(f.string());
    else skipped.push_back("skipped '" + f.string() + "': " + why);
  };
  if (!fs::is_directory(path, ec)) {
    if (fs::exists(path, ec)) add_file(path, out);
    return true;
  }
  std::vector<std::string> files;
  for (auto it = fs::recursive_directory_iterator(path, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (it->is_directory(ec) && (name.starts_with(".") || name.starts_with("build") || (skip_prelude && name == "prelude"))) {
      it.disable_recursion_pending();
      continue;
    }
    if (it->path().extension() == ".mc" && !it->is_directory(ec)) add_file(it->path(), files);
    if (++seen >= max_entries) {
      complete = false;
      break;
    }
  }
  std::sort(files.begin(), files.end());
  out.insert(out.end(), files.begin(), files.end());
  return complete;
}

}  // namespace

std::string workspace::key(const std::string& path) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(fs::absolute(path), ec);
  return ec ? path : p.string();
}

const std::string* workspace::text(const std::string& path) const {
  auto it = open_.find(key(path));
  return it == open_.end() ? nullptr : &it->second.text;
}

std::vector<std::string> workspace::open_paths() const {
  std::vector<std::string> out;
  for (const auto& [k, p] : open_) out.push_back(p.name);
  return out;
}

void workspace::set_root(const std::string& folder) {
  root_ = folder;
  rescan();
}

void workspace::rescan() {
  root_files_.clear();
  root_truncated_ = !root_.empty() && !add_mc_files(root_, root_files_, skipped_, false, max_entries);
}

std::vector<std::string> workspace::take_skipped() {
  std::vector<std::string> fresh;
  for (std::string& m : std::exchange(skipped_, {}))
    if (reported_.insert(m).second) fresh.push_back(std::move(m));  // the library is listed at every check
  return fresh;
}

std::vector<std::string> workspace::library_files() {
  std::vector<std::string> out;
  const fs::path cards = cfg_.cards;
  const fs::path prelude = !cfg_.prelude.empty() ? fs::path(cfg_.prelude) : cards.empty() ? fs::path() : cards / "prelude";
  if (!cfg_.no_prelude && !prelude.empty()) add_mc_files(prelude, out, skipped_, false);
  if (!cfg_.no_library && !cards.empty()) add_mc_files(cards, out, skipped_, true);
  for (const auto& m : cfg_.mods) add_mc_files(m, out, skipped_, false);
  return out;
}

workspace::parsed& workspace::parse_disk(const std::string& path) {
  std::error_code ec;
  auto mtime = fs::last_write_time(path, ec);
  parsed& p = disk_[key(path)];
  if (p.source && p.mtime == mtime && p.name == path) return p;
  p = {path, {}, nullptr, {}, mtime};
  std::string text;
  diagnostics d;
  std::string why;
  if (!read_input(path, text, why)) d.error({}, "cannot read '" + path + "': " + why);
  p.source = parse_source(path, std::move(text), d);
  p.syntax_errors = d.list();
  return p;
}

const analysis& workspace::analyze() {
  current_ = analysis{};
  current_.lib = std::make_unique<library>();
  std::set<std::string> loaded;  // canonical paths
  auto add = [&](parsed& p) {
    if (!p.source) {
      diagnostics d;
      p.source = parse_source(p.name, p.text, d);
      p.syntax_errors = d.list();
    }
    current_.lib->add_parsed(p.source);
    current_.sources[p.name] = p.source;
    for (const diagnostic& e : p.syntax_errors) current_.diags.add(e);
  };
  // The library comes first, then the open buffers, then the rest of the workspace: a name
  // an open buffer shares with a workspace file is reported in that file, not the buffer.
  for (const std::string& f : library_files()) {
    std::string k = key(f);
    if (!loaded.insert(k).second) continue;
    auto open = open_.find(k);
    add(open != open_.end() ? open->second : parse_disk(f));
  }
  for (auto& [k, p] : open_)
    if (loaded.insert(k).second) add(p);
  for (const std::string& f : root_files_)
    if (loaded.insert(key(f)).second) add(parse_disk(f));
  current_.lib->check(current_.diags);
  if (!current_.diags.has_errors()) check_every_text_runs(*current_.lib, current_.diags);
  current_.diags.sort();
  return current_;
}

}  // namespace megacorp::lsp
