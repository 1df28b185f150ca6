// `megacorp fmt`: lays out .mc files (or standard input) in place or checks them.
#include "cli/fmt_command.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <system_error>

#include <fmt/format.h>

#include "cli/exit_status.hpp"
#include "input/read.hpp"
#include "layout/format.hpp"

namespace fs = std::filesystem;

namespace megacorp {

namespace {


// The input rule of every command (docs/install.md, "Inputs"): regular files or standard
// input, at most 4 MiB.
std::optional<std::string> read_file(const fs::path& p) {
  std::string text, error;
  if (read_input(p, text, error)) return text;
  fmt::print(stderr, "error: {}: {}\n", p == "-" ? std::string("<stdin>") : p.string(), error);
  return std::nullopt;
}

// Writes beside the file, then renames over it: the file is either the old text or the
// new one, never half written.
bool replace_file(const fs::path& link, const std::string& text, std::string& why) {
  std::error_code ec;
  fs::path p = fs::canonical(link, ec);  // through a symlink, the file it names is rewritten
  if (ec) p = link;
  fs::path tmp = p;
  tmp += ".fmt-tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) {
      why = "cannot write " + tmp.string();
      std::error_code ignored;
      fs::remove(tmp, ignored);
      return false;
    }
  }
  fs::permissions(tmp, fs::status(p, ec).permissions(), ec);
  fs::rename(tmp, p, ec);
  if (ec) {
    why = "cannot replace " + p.string() + ": " + ec.message();
    std::error_code ignored;
    fs::remove(tmp, ignored);
    return false;
  }
  return true;
}

// The files a path names: itself, or the *.mc files under a folder, sorted.
bool collect(const std::string& path, std::vector<fs::path>& files) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    std::vector<fs::path> found;
    bool all = true;
    for (fs::recursive_directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
      if (it->path().extension() != ".mc") continue;
      std::error_code kind;
      if (it->is_regular_file(kind)) {
        found.push_back(it->path());
      } else if (it->is_symlink(kind)) {
        fmt::print(stderr, "error: {}: a symlink to nothing\n", it->path().string());
        all = false;
      }
    }
    if (ec) {
      fmt::print(stderr, "error: {}: {}\n", path, ec.message());
      return false;
    }
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
    return all;
  }
  std::string why;
  if (!readable_input(path, why)) {  // a FIFO or a device would block or never end; a huge file fill memory
    fmt::print(stderr, "error: {}: {}\n", path, why);
    return false;
  }
  files.emplace_back(path);
  return true;
}

int format_stdin(bool check) {
  std::optional<std::string> in = read_file("-");
  if (!in) return exit_status::usage_error;
  const std::string& text = *in;
  std::string errors;
  std::optional<std::string> out = format_source("<stdin>", text, errors);
  if (!out) {
    fmt::print(stderr, "{}", errors);
    return exit_status::input_errors;
  }
  if (check) {
    if (*out == text) return exit_status::ok;
    fmt::print("<stdin>\n");
    return exit_status::input_errors;
  }
  std::fwrite(out->data(), 1, out->size(), stdout);
  return std::fflush(stdout) == 0 && !std::ferror(stdout) ? exit_status::ok : exit_status::usage_error;
}

}  // namespace

int run_fmt(const std::vector<std::string>& paths, bool check) {
  int result = exit_status::ok;
  std::vector<fs::path> files;
  for (const std::string& p : paths) {
    if (p == "-") {
      result = std::max(result, format_stdin(check));
      continue;
    }
    if (!collect(p, files)) result = exit_status::usage_error;
  }
  for (const fs::path& f : files) {
    std::optional<std::string> text = read_file(f);
    if (!text) {
      result = exit_status::usage_error;
      continue;
    }
    std::string errors;
    std::optional<std::string> out = format_source(f.string(), *text, errors);
    if (!out) {
      fmt::print(stderr, "{}", errors);
      result = std::max(result, static_cast<int>(exit_status::input_errors));
      continue;
    }
    if (*out == *text) continue;
    if (check) {
      fmt::print("{}\n", f.string());
      result = std::max(result, static_cast<int>(exit_status::input_errors));
      continue;
    }
    std::string why;
    if (!replace_file(f, *out, why)) {
      fmt::print(stderr, "error: {}\n", why);
      result = exit_status::usage_error;
    }
  }
  std::fflush(stdout);
  return result;
}

}  // namespace megacorp
