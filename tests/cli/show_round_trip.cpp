// `show` prints from the checked tree in card language (issue 31): for every card, keyword
// and deck defined in cards/ and examples/, the text `megacorp show NAME` prints is checked
// again and must give a tree equal to the original's, compared structurally (the JSON of
// `--format json show` of both, which holds no source positions). Checked alone first (with
// the prelude unless it is a prelude keyword; a mod's file with its mod loaded); a text that
// names what only its file or the library defines (a tag no card of its own has, a business,
// a deck's cards, a keyword of another file, an art file beside it) is then checked in place:
// in a copy of its file's folder (of the library, for cards/), the definition replaced by
// show's text. A file under examples/mods/DIR/ is loaded as `--mod DIR`, as mods are.
// Prints how many pass each way and the commonest first errors of the rest; exits 1 when
// more than KNOWN items fail (ctest passes 0: all pass, docs/language.md).
//
// It does in one process, with the command's own loading (cli/inputs.hpp) and printing
// (docgen/card_text.hpp, ir/render.hpp), what the script before it did with four to seven
// `megacorp` runs an item: about 10,000 processes, each loading the library, 600 to 700 s of CI's time
// (docs/language.md; docs/install.md, "Test time").
// Usage: show_round_trip SOURCE_DIR KNOWN
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli/inputs.hpp"
#include "docgen/card_text.hpp"
#include "ir/render.hpp"
#include "layout/format.hpp"

namespace fs = std::filesystem;
using namespace megacorp;

namespace {

// One definition: its file (relative to the checkout), kind (card, deck, keyword) and name.
struct item {
  std::string file, kind, name;
};

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_text(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

// Every definition of every .mc file under cards/ and examples/, files in path order; a name
// defined in several example files is tried in each.
std::vector<item> items_of_checkout() {
  std::vector<std::string> files;
  for (const char* top : {"cards", "examples"})
    for (const auto& e : fs::recursive_directory_iterator(top))
      if (e.is_regular_file() && e.path().extension() == ".mc") files.push_back(e.path().generic_string());
  std::sort(files.begin(), files.end());
  static const std::regex card(R"re(^card "([^"]+)".*)re"), deck(R"re(^deck "([^"]+)".*)re"),
      keyword(R"(^keyword ([A-Z][A-Z0-9_-]*).*)");
  std::vector<item> items;
  for (const std::string& f : files) {
    std::istringstream lines(read_text(f));
    std::smatch m;
    for (std::string line; std::getline(lines, line);) {
      if (std::regex_match(line, m, card))
        items.push_back({f, "card", m[1]});
      else if (std::regex_match(line, m, deck))
        items.push_back({f, "deck", m[1]});
      else if (std::regex_match(line, m, keyword))
        items.push_back({f, "keyword", m[1]});
    }
  }
  return items;
}

// What loads FILE: nothing more for cards/ (the library), its mod for a mod's file, else the file.
load_request request_of(const std::string& file, const std::string& cards) {
  load_request req;
  req.cards = cards;
  if (starts_with(file, "cards/")) return req;
  if (starts_with(file, "examples/mods/") && file.find('/', 14) != std::string::npos)
    req.mods.push_back(fs::path(file).parent_path().generic_string());
  else
    req.paths.push_back(file);
  return req;
}

// A loaded library with its diagnostics (their spans point into the library's files).
struct loaded {
  library lib;
  diagnostics diags;
  bool ok = false;  // read and checked without an error
};

std::unique_ptr<loaded> load(const load_request& req) {
  auto l = std::make_unique<loaded>();
  l->ok = load_inputs(l->lib, req, l->diags) && !l->diags.has_errors();
  return l;
}

// The first line `megacorp show` prints on stderr when its inputs do not check.
std::string first_line(loaded& l) {
  l.diags.sort();
  std::string text = format_text(l.diags);
  return text.substr(0, text.find('\n'));
}

// The message of the first error in `file`, as `megacorp check` sorts them; empty when none.
std::string first_error_in(loaded& l, const std::string& file) {
  l.diags.sort();
  for (const diagnostic& d : l.diags.list())
    if (d.level == severity::error && d.where.file && d.where.file->name() == file) return d.message;
  return "";
}

// `megacorp --format json show NAME`: a card first, then a keyword, then a deck.
std::optional<std::string> json_of(const library& lib, const std::string& name) {
  if (const checked::card* c = lib.find_card(name)) return render_card_json(*c);
  if (const checked::keyword* k = lib.find_keyword(name)) return render_keyword_json(*k);
  if (const checked::deck* d = lib.find_deck(name)) return render_deck_json(*d);
  return std::nullopt;
}

// `megacorp show NAME`: the text laid out as `fmt` lays it out, or why there is none.
std::optional<std::string> text_of(const library& lib, const std::string& name, std::string& why) {
  std::string text;
  if (const checked::card* c = lib.find_card(name))
    text = card_text(lib, *c);
  else if (const checked::keyword* k = lib.find_keyword(name))
    text = keyword_text(lib, *k);
  else if (const checked::deck* d = lib.find_deck(name))
    text = deck_text(*d);
  else {
    why = fmt::format("show: error: no card, keyword or deck named \"{}\"", name);
    return std::nullopt;
  }
  std::string errors;
  std::optional<std::string> laid_out = format_source("show", text, errors);
  if (!laid_out)
    why = "show: internal error: show's text does not parse:";
  else if (laid_out->empty())
    why = "show printed nothing";
  return laid_out && !laid_out->empty() ? laid_out : std::nullopt;
}

}  // namespace

namespace {

// The form of `it` in `file_text` (from its header line to the next `}` at column 0, as `megacorp
// fmt` lays it out) replaced by `text` without its `variant` lines, which the file declares
// already; nothing when the file has no such header.
std::optional<std::string> replaced(const std::string& file_text, const item& it, const std::string& text) {
  std::string header = it.kind + " \"" + it.name + "\"";
  if (it.kind == "keyword" && it.name.find(' ') == std::string::npos) header = "keyword " + it.name;
  std::istringstream lines(file_text);
  std::string out;
  bool done = false, skipping = false;
  for (std::string line; std::getline(lines, line);) {
    if (!done && (starts_with(line, header + " ") || starts_with(line, header + "{"))) {
      std::istringstream shown(text);
      for (std::string l; std::getline(shown, l);)
        if (!starts_with(l, "variant ")) out += l + "\n";
      skipping = done = true;
    } else if (skipping) {
      skipping = line != "}";
    } else {
      out += line + "\n";
    }
  }
  return done ? std::optional<std::string>(out) : std::nullopt;
}

// Everything an item is judged against: the checkout's library and the scratch folder.
struct context {
  std::string cards;  // the checkout's cards/
  fs::path tmp;
};

// Shown text alone: checked without the library (nor the prelude for a prelude keyword; with
// its mod for a mod's file), its tree equal to the original's. `reason` gets its first error.
bool same_tree(const context& cx, const item& it, const fs::path& out, const std::string& original,
               std::string& reason) {
  load_request req = request_of(it.file, cx.cards);
  req.no_library = true;
  req.no_prelude = starts_with(it.file, "cards/prelude/");
  req.paths = {out.generic_string()};
  std::unique_ptr<loaded> alone = load(req);
  if (!alone->ok) {
    reason = first_error_in(*alone, out.generic_string());
    return false;
  }
  return json_of(alone->lib, it.name) == original;
}

// Shown text in place: in a copy of its file's folder (of the library for cards/), loaded as
// the original is, the definition replaced; checks, and its tree equals the original's.
bool in_place(const context& cx, const item& it, std::size_t index, const std::string& text,
              const std::string& original) {
  fs::path ctx = cx.tmp / "ctx" / std::to_string(index), copy;
  fs::create_directories(ctx);
  load_request req;
  req.cards = cx.cards;
  bool library_file = starts_with(it.file, "cards/");
  if (library_file) {
    fs::copy("cards", ctx / "cards", fs::copy_options::recursive);
    copy = ctx / it.file;
    req.cards = (ctx / "cards").generic_string();
  } else {
    fs::copy(fs::path(it.file).parent_path(), ctx / "dir", fs::copy_options::recursive);
    copy = ctx / "dir" / fs::path(it.file).filename();
    if (!request_of(it.file, cx.cards).mods.empty())
      req.mods = {(ctx / "dir").generic_string()};
    else
      req.paths = {copy.generic_string()};
  }
  std::optional<std::string> changed = replaced(read_text(it.file), it, text);
  if (!changed) return false;  // no such header: not compared with itself
  write_text(copy, *changed);
  std::unique_ptr<loaded> there = load(req);
  bool same = there->ok && json_of(there->lib, it.name) == original;
  fs::remove_all(ctx);
  return same;
}

// The originals of one file's items, loaded once for all of them.
struct original_library {
  std::string file;
  std::unique_ptr<loaded> l;
};

// One item: "PASS alone", "PASS in place" or "FAIL KIND: REASON".
std::string judge(const context& cx, original_library& orig, const item& it, std::size_t index) {
  if (orig.file != it.file) orig = {it.file, load(request_of(it.file, cx.cards))};
  std::string reason, text;
  if (!orig.l->ok) {
    reason = "show: " + first_line(*orig.l);
  } else if (std::optional<std::string> shown = text_of(orig.l->lib, it.name, reason)) {
    text = *shown;
    const std::string original = json_of(orig.l->lib, it.name).value_or("");
    fs::path out = cx.tmp / (std::to_string(index) + ".mc");
    write_text(out, text);
    if (same_tree(cx, it, out, original, reason)) return "PASS alone";
    if (in_place(cx, it, index, text, original)) return "PASS in place";
  }
  if (reason.empty()) reason = "the tree checked from show's text differs from the original";
  return "FAIL " + it.kind + ": " + reason;
}

// A reason with its names and numbers erased, to count the commonest.
std::string erased(const std::string& reason) {
  std::string r = std::regex_replace(reason, std::regex(R"("[^"]*")"), "\"…\"");
  r = std::regex_replace(r, std::regex("'[^']*'$"), "'…'");
  return std::regex_replace(r, std::regex("[0-9]+"), "N");
}

void print_commonest(const std::vector<std::string>& fails) {
  std::map<std::string, int> count;
  for (const std::string& f : fails) ++count[erased(f.substr(5))];
  std::vector<std::pair<std::string, int>> by_count(count.begin(), count.end());
  std::stable_sort(by_count.begin(), by_count.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  if (by_count.size() > 8) by_count.resize(8);
  for (const auto& [reason, n] : by_count) fmt::print("{:7} {}\n", n, reason);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    fmt::print(stderr, "usage: show_round_trip SOURCE_DIR KNOWN\n");
    return 2;
  }
  const int known = std::atoi(argv[2]);
  fs::current_path(argv[1]);
  context cx{(fs::current_path() / "cards").generic_string(),
             fs::temp_directory_path() / fmt::format("show_round_trip.{}", ::getpid())};
  fs::create_directories(cx.tmp);
  std::vector<item> items = items_of_checkout();
  original_library orig;
  int passed = 0, alone = 0;
  std::vector<std::string> fails;
  for (std::size_t i = 0; i < items.size(); ++i) {
    std::string result = judge(cx, orig, items[i], i + 1);
    if (starts_with(result, "PASS")) ++passed;
    if (result == "PASS alone") ++alone;
    if (starts_with(result, "FAIL")) fails.push_back(result);
  }
  fs::remove_all(cx.tmp);
  const int total = static_cast<int>(items.size()), failed = total - passed;
  fmt::print("show round trip: {} of {} definitions pass ({} alone, {} in place), {} fail (known: at most {})\n",
             passed, total, alone, passed - alone, failed, known);
  print_commonest(fails);
  if (failed <= known) return 0;
  fmt::print("FAIL: {} definitions do not round-trip through show, more than the known {}\n", failed, known);
  return 1;
}
