#include "cli/library_location.hpp"

#include <cstdlib>

namespace megacorp {

namespace fs = std::filesystem;

namespace {

bool is_library(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir / "prelude", ec);
}

// The nearest folder at or above `path` that is a library or holds one named cards/ (a
// checkout), spelled as the user spelled
// `path` (so diagnostics name files the way they were given).
std::optional<fs::path> enclosing_library(const fs::path& path) {
  std::error_code ec;
  fs::path p = path.lexically_normal();
  if (!fs::is_directory(p, ec)) p = p.parent_path();
  fs::path absolute = fs::weakly_canonical(fs::absolute(p, ec), ec);
  for (fs::path up = absolute;; up = up.parent_path()) {
    for (const fs::path& lib : {up, up / "cards"})
      if (is_library(lib)) {
        fs::path rel = lib.lexically_relative(absolute);  // "..", "../cards": keep the user's spelling
        return (rel.empty() || rel == "." ? p : (p / rel)).lexically_normal();
      }
    if (up == up.parent_path()) return std::nullopt;
  }
}

}  // namespace

std::optional<fs::path> find_library(const std::string& cards_option, const std::vector<std::string>& paths,
                                     std::string& tried) {
  if (!cards_option.empty()) return fs::path(cards_option);
  bool any_path = false;
  for (const std::string& p : paths)
    if (p != "-") {
      any_path = true;
      if (auto lib = enclosing_library(p)) return lib;
    }
  std::error_code cwd_ec;
  if (!any_path)  // `megacorp variants`, `megacorp simulate`: the current folder, as the language server does
    if (auto lib = enclosing_library(fs::current_path(cwd_ec)); lib && !cwd_ec) return lib;
  if (const char* env = std::getenv("MEGACORP_CARDS"); env && *env) return fs::path(env);
  tried = "no path given lies in a library, MEGACORP_CARDS is not set";
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) {
    tried += ", and the executable's location is unknown (/proc/self/exe: " + ec.message() + ")";
    return std::nullopt;
  }
  // Installed: PREFIX/bin/megacorp and PREFIX/share/megacorp/cards; a build tree:
  // build/megacorp and build/share/megacorp/cards (a link that cli/CMakeLists.txt makes).
  for (const fs::path& dir : {exe.parent_path().parent_path(), exe.parent_path()}) {
    fs::path candidate = dir / "share" / "megacorp" / "cards";
    if (is_library(candidate)) return candidate;
    tried += ", " + candidate.string() + " has no prelude/";
  }
  return std::nullopt;
}

}  // namespace megacorp
