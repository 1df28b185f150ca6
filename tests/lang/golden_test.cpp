// Golden diagnostics: every tests/golden/*.mc file is a malformed input that carries the
// diagnostics it must produce, written in the file itself as whole-line comments:
//
//   # expect: LINE:COL: SEVERITY: MESSAGE
//   # expect: FILE:LINE:COL: SEVERITY: MESSAGE
//
// - LINE:COL is where the diagnostic starts in the golden file itself (both from 1, the
//   column counting code points, as `megacorp check` prints them).
// - FILE:LINE:COL is for a diagnostic in another file (only the prelude: write its base
//   name, `keywords.mc`). LINE and COL may be `*` there, so a note such as "MUTATION is
//   defined here" does not break when someone edits the prelude above that keyword.
// - SEVERITY is error, warning or note. A note belongs to the error or warning expected
//   just before it (in file order) and is compared as part of it.
// - MESSAGE is the exact message text, to the end of the line.
//
// Each file is loaded together with the keyword prelude, exactly as `megacorp check FILE`
// does, and the full list of diagnostics (each with its notes) must equal the expected
// list: every expected diagnostic appears, nothing else does. The order of the
// diagnostics does not matter, the order of each one's notes does. The prelude's own
// warnings (the ones it gives when checked without any golden file, e.g. a tag no card
// carries yet) are not the golden file's business and are ignored. Each golden file must
// expect at least one error. Files under tests/golden/clean/ must check without any
// diagnostic. See tests/golden/README.md.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>
#include <stdexcept>

#include <unistd.h>
#include <sys/wait.h>

#include "grammar/diagnostics.hpp"
#include "library/library.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path golden_dir = "tests/golden";

// One diagnostic or note as the golden files spell it.
struct entry {
  std::string file;                  // empty: the golden file itself
  std::optional<std::uint32_t> line;  // nullopt: `*`
  std::optional<std::uint32_t> column;
  std::string severity;
  std::string message;
};

// A diagnostic with its notes, in order.
using group = std::vector<entry>;

std::string show_pos(const std::optional<std::uint32_t>& v) { return v ? std::to_string(*v) : "*"; }

std::string show(const entry& e) {
  std::string out = e.file.empty() ? "" : e.file + ":";
  out += show_pos(e.line) + ":" + show_pos(e.column) + ": " + e.severity + ": " + e.message;
  return out;
}

std::string show(const std::vector<group>& groups) {
  std::string out;
  for (const group& g : groups)
    for (std::size_t i = 0; i < g.size(); ++i) out += (i == 0 ? "  " : "    ") + show(g[i]) + "\n";
  return out.empty() ? "  (none)\n" : out;
}

const char* severity_name(megacorp::severity s) {
  switch (s) {
    case megacorp::severity::error: return "error";
    case megacorp::severity::warning: return "warning";
    case megacorp::severity::note: return "note";
  }
  return "error";
}

entry to_entry(const megacorp::diagnostic& d, const fs::path& golden) {
  entry e;
  e.severity = severity_name(d.level);
  e.message = d.message;
  if (d.where.file) {
    fs::path where = d.where.file->name();
    if (where.lexically_normal() != golden.lexically_normal()) e.file = where.filename().string();
    megacorp::line_col at = d.where.file->locate(d.where.begin);
    e.line = at.line;
    e.column = at.column;
  } else {
    e.file = "(no position)";
  }
  return e;
}

group to_group(const megacorp::diagnostic& d, const fs::path& golden) {
  group g{to_entry(d, golden)};
  for (const megacorp::diagnostic& n : d.notes) g.push_back(to_entry(n, golden));
  return g;
}

// The bundled card library without its prelude, as `megacorp check` loads it.
void add_card_library(megacorp::library& lib, megacorp::diagnostics& d) {
  std::vector<fs::path> entries;
  for (const auto& e : fs::directory_iterator(megacorp::bundled_cards_dir()))
    if (e.path().filename() != "prelude") entries.push_back(e.path());
  std::sort(entries.begin(), entries.end());
  for (const auto& e : entries) lib.add_path(e, d);
}

// Loads the prelude (and the card library, for scenarios) and then `file` (if any) and
// checks them, as `megacorp check` does.
std::vector<group> check(const std::optional<fs::path>& file, bool* added = nullptr, bool with_library = false) {
  megacorp::library lib;
  megacorp::diagnostics d;
  lib.add_path(megacorp::bundled_cards_dir() / "prelude", d);
  if (with_library) add_card_library(lib, d);
  if (file) {
    bool ok = lib.add_path(*file, d);
    if (added) *added = ok;
  }
  lib.check(d);
  d.sort();
  std::vector<group> out;
  for (const megacorp::diagnostic& one : d.list()) out.push_back(to_group(one, file.value_or(fs::path())));
  return out;
}

bool same(const entry& want, const entry& got) {
  return want.file == got.file && (!want.line || want.line == got.line) && (!want.column || want.column == got.column) &&
         want.severity == got.severity && want.message == got.message;
}

bool same(const group& want, const group& got) {
  if (want.size() != got.size()) return false;
  for (std::size_t i = 0; i < want.size(); ++i)
    if (!same(want[i], got[i])) return false;
  return true;
}

bool exact_same(const group& a, const group& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (show(a[i]) != show(b[i])) return false;
  return true;
}

std::optional<std::uint32_t> parse_pos(const std::string& text, bool& ok) {
  if (text == "*") return std::nullopt;
  if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    ok = false;
    return std::nullopt;
  }
  return static_cast<std::uint32_t>(std::stoul(text));
}

// Parses `[FILE:]LINE:COL: SEVERITY: MESSAGE`; false if the line does not have that shape.
bool parse_expect(const std::string& text, entry& e) {
  for (const char* sev : {"error", "warning", "note"}) {
    std::string marker = std::string(": ") + sev + ": ";
    std::size_t at = text.find(marker);
    if (at == std::string::npos) continue;
    // the first severity marker is the one that ends the position
    bool earlier = false;
    for (const char* other : {"error", "warning", "note"}) {
      std::size_t o = text.find(std::string(": ") + other + ": ");
      if (o != std::string::npos && o < at) earlier = true;
    }
    if (earlier) continue;
    std::vector<std::string> parts;
    std::string pos = text.substr(0, at);
    std::stringstream ss(pos);
    for (std::string part; std::getline(ss, part, ':');) parts.push_back(part);
    if (parts.size() != 2 && parts.size() != 3) return false;
    bool ok = true;
    if (parts.size() == 3) e.file = parts[0];
    e.line = parse_pos(parts[parts.size() - 2], ok);
    e.column = parse_pos(parts[parts.size() - 1], ok);
    if (!ok || (e.file.empty() && (!e.line || !e.column))) return false;  // `*` only in other files
    e.severity = sev;
    e.message = text.substr(at + marker.size());
    while (!e.message.empty() && (e.message.back() == ' ' || e.message.back() == '\r')) e.message.pop_back();
    return !e.message.empty();
  }
  return false;
}

// The expectations written in a golden file; `problems` collects malformed expect lines.
std::vector<group> expectations(const fs::path& file, std::vector<std::string>& problems) {
  std::ifstream in(file, std::ios::binary);
  std::vector<group> out;
  std::string line;
  const std::string prefix = "# expect:";
  for (std::uint32_t n = 1; std::getline(in, line); ++n) {
    std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line.compare(start, prefix.size(), prefix) != 0) continue;
    std::string rest = line.substr(start + prefix.size());
    rest.erase(0, rest.find_first_not_of(' '));
    entry e;
    if (!parse_expect(rest, e)) {
      problems.push_back("line " + std::to_string(n) + ": cannot read this expectation: " + line);
      continue;
    }
    if (e.severity == "note") {
      if (out.empty()) problems.push_back("line " + std::to_string(n) + ": a note must follow an error or warning");
      else out.back().push_back(e);
    } else {
      out.push_back({e});
    }
  }
  return out;
}

// The *.mc files of a golden folder; a folder that is missing fails the test (it would
// otherwise pass with no case run).
std::vector<fs::path> files_in(const fs::path& dir) {
  if (!fs::is_directory(dir)) throw std::runtime_error("the golden folder " + dir.string() + " does not exist");
  std::vector<fs::path> out;
  for (const auto& f : fs::directory_iterator(dir))
    if (f.is_regular_file() && f.path().extension() == ".mc") out.push_back(f.path());
  std::sort(out.begin(), out.end());
  return out;
}

// The prelude's own diagnostics (checked alone, or with the library); ignored in every
// golden file.
const std::vector<group>& prelude_baseline(bool with_library) {
  static const std::vector<group> alone = check(std::nullopt);
  static const std::vector<group> with_cards = check(std::nullopt, nullptr, true);
  return with_library ? with_cards : alone;
}

std::vector<group> without_baseline(std::vector<group> got, bool with_library = false) {
  std::vector<group> base = prelude_baseline(with_library);
  std::vector<group> out;
  for (group& g : got) {
    bool from_prelude = !g.front().file.empty();
    auto it = std::find_if(base.begin(), base.end(), [&](const group& b) { return exact_same(b, g); });
    if (from_prelude && it != base.end()) {
      base.erase(it);
      continue;
    }
    out.push_back(std::move(g));
  }
  return out;
}

// Where the `megacorp` executable is: the build puts it next to lang_tests.
std::optional<fs::path> megacorp_binary() {
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  fs::path bin = self.parent_path() / "megacorp";
  if (!fs::exists(bin, ec)) return std::nullopt;
  return bin;
}

int exit_status(const std::string& command) {
  int status = std::system(command.c_str());
  if (status == -1 || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

// Checks one golden file against its expectations.
void check_golden(const fs::path& file, bool with_library = false) {
  std::vector<std::string> problems;
  std::vector<group> want = expectations(file, problems);
  INFO("golden file " << file.string());
  for (const std::string& p : problems) FAIL_CHECK(p);
  bool expects_error = std::any_of(want.begin(), want.end(), [](const group& g) { return g.front().severity == "error"; });
  CHECK(expects_error);

  std::vector<group> got = without_baseline(check(file, nullptr, with_library), with_library);
  std::vector<group> missing;
  std::vector<bool> used(got.size(), false);
  for (const group& w : want) {
    bool found = false;
    for (std::size_t i = 0; i < got.size() && !found; ++i)
      if (!used[i] && same(w, got[i])) found = used[i] = true;
    if (!found) missing.push_back(w);
  }
  std::vector<group> unexpected;
  for (std::size_t i = 0; i < got.size(); ++i)
    if (!used[i]) unexpected.push_back(got[i]);
  if (!missing.empty() || !unexpected.empty()) {
    FAIL_CHECK("diagnostics of " << file.string() << " differ from its expectations\n"
                                 << "expected:\n" << show(want) << "got:\n" << show(got)
                                 << "expected but missing:\n" << show(missing)
                                 << "got but not expected:\n" << show(unexpected));
  }
}

}  // namespace

TEST_CASE("golden: every malformed input gives exactly the diagnostics written in it", "[golden]") {
  std::vector<fs::path> files = files_in(golden_dir);
  REQUIRE(files.size() >= 40);
  for (const fs::path& file : files) {
    SECTION(file.filename().string()) { check_golden(file); }
  }
}

TEST_CASE("golden: a golden folder that does not exist is an error, not zero cases", "[golden]") {
  CHECK_THROWS(files_in(golden_dir / "no_such_folder"));
}

// Malformed scenarios: checked with the card library, which scenarios name.
TEST_CASE("golden: every malformed scenario gives exactly the diagnostics written in it", "[golden][scenario]") {
  std::vector<fs::path> files = files_in(golden_dir / "scenarios");
  REQUIRE(files.size() >= 10);
  for (const fs::path& file : files) {
    SECTION(file.filename().string()) { check_golden(file, true); }
  }
}

TEST_CASE("golden: inputs under tests/golden/clean check without any diagnostic", "[golden]") {
  std::vector<fs::path> files = files_in(golden_dir / "clean");
  REQUIRE(!files.empty());
  for (const fs::path& file : files) {
    SECTION(file.filename().string()) {
      std::vector<group> got = without_baseline(check(file));
      INFO("clean file " << file.string() << " gave:\n" << show(got));
      CHECK(got.empty());
    }
  }
}

TEST_CASE("golden: a path that does not exist is an I/O error without a position", "[golden]") {
  megacorp::library lib;
  megacorp::diagnostics d;
  CHECK_FALSE(lib.add_path(golden_dir / "no-such-file.mc", d));
  REQUIRE(d.list().size() == 1);
  CHECK(d.list().front().level == megacorp::severity::error);
  CHECK(d.list().front().where.file == nullptr);
  CHECK(d.list().front().message.find("no-such-file.mc") != std::string::npos);
}

TEST_CASE("golden: exit status of megacorp check is 0 clean, 1 for errors, 2 for a missing path", "[golden]") {
  std::optional<fs::path> bin = megacorp_binary();
  if (!bin) {
    WARN("megacorp is not built next to lang_tests; the exit status test is skipped");
    return;
  }
  std::string run = "'" + bin->string() + "' check ";
  std::string quiet = " >/dev/null 2>&1";
  CHECK(exit_status(run + (golden_dir / "clean" / "empty.mc").string() + quiet) == 0);
  CHECK(exit_status(run + (golden_dir / "syntax_missing_colon.mc").string() + quiet) == 1);
  CHECK(exit_status(run + (golden_dir / "unknown_field.mc").string() + quiet) == 1);
  CHECK(exit_status(run + (golden_dir / "no-such-file.mc").string() + quiet) == 2);
  CHECK(exit_status("'" + bin->string() + "' check --no-such-flag" + quiet) == 2);
}
