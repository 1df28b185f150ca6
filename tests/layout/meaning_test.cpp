// Formatting never changes meaning: the library and examples, checked as written and as
// formatted, give the same checked cards, keywords and decks (rendered without source
// positions), the same diagnostics, and the same scenarios (their syntax trees without
// positions: scenario items are never reordered). The golden cases, whose card fields
// the formatter reorders, are compared the same way, each with the bundled library.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grammar/syntax.hpp"
#include "library/library.hpp"
#include "ir/render.hpp"
#include "layout/format.hpp"
#include "tests/layout/library_files.hpp"

using namespace megacorp;
namespace fs = std::filesystem;

namespace {

using source_list = std::vector<std::pair<std::string, std::string>>;  // name, text

// A node without its position: its kind, and its words with whitespace made single.
std::string dump(const syntax::node& n) {
  std::string out = syntax::kind_name(n.k);
  if (n.children.empty()) {
    out += " '";
    bool space = false;
    for (char c : n.text) {
      bool ws = c == ' ' || c == '\t' || c == '\n' || c == '\r';
      if (ws) space = true;
      else {
        if (space && out.back() != '\'') out += ' ';
        space = false;
        out += c;
      }
    }
    return out + "'";
  }
  out += " (";
  for (const syntax::node& c : n.children) out += dump(c) + " ";
  return out + ")";
}

std::vector<std::string> meaning(const source_list& sources) {
  std::vector<std::string> out;
  library lib;
  diagnostics diags;
  for (const auto& [name, text] : sources) {
    lib.add_source(name, text, diags);
    diagnostics ignored;
    auto parsed = parse_source(name, text, ignored);
    for (const syntax::node& form : parsed->tree.children)
      if (form.is(syntax::kind::scenario)) out.push_back(dump(form));
  }
  lib.check(diags);
  std::vector<std::string> messages;
  for (const diagnostic& d : diags.list()) messages.push_back(d.message);
  std::sort(messages.begin(), messages.end());
  out.insert(out.end(), messages.begin(), messages.end());
  for (const auto& c : lib.cards()) out.push_back(render_card_json(*c) + render_card(*c));
  for (const auto& k : lib.keywords()) out.push_back(render_keyword(*k));
  for (const auto& d : lib.decks()) {
    std::string s = d->name + "|" + d->business + "|" + d->founder;
    for (const auto* list : {&d->resources, &d->main})
      for (const checked::deck_entry& e : *list) s.append("|").append(std::to_string(e.count)).append(" ").append(e.name);
    out.push_back(s);
  }
  for (const auto& s : lib.scenarios()) out.push_back(s->name + " steps " + std::to_string(s->steps.size()));
  return out;
}

source_list formatted(const source_list& sources) {
  source_list out;
  for (const auto& [name, text] : sources) {
    std::string errors;
    std::optional<std::string> f = format_source(name, text, errors);
    INFO(name << "\n" << errors);
    REQUIRE(f.has_value());
    out.emplace_back(name, *f);
  }
  return out;
}

source_list read_all(const std::vector<fs::path>& files) {
  source_list out;
  for (const fs::path& f : files) out.emplace_back(f.string(), test::read_text(f));
  return out;
}

}  // namespace

TEST_CASE("the checked library and examples are the same before and after formatting") {
  source_list sources = read_all(test::library_files());
  std::vector<std::string> before = meaning(sources);
  REQUIRE(before.size() > 300);
  CHECK(meaning(formatted(sources)) == before);
}

TEST_CASE("each golden case means the same before and after formatting") {
  source_list library = read_all(test::mc_files({"cards"}));
  for (const fs::path& f : test::mc_files({"tests/layout/cases"})) {
    INFO(f.string());
    source_list as_written = library, as_formatted = library;
    as_written.emplace_back(f.string(), test::read_text(f));
    as_formatted.push_back(formatted({as_written.back()}).front());
    REQUIRE(as_formatted.back().second != as_written.back().second);
    CHECK(meaning(as_formatted) == meaning(as_written));
  }
}
