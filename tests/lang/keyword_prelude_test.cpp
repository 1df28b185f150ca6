// Every glossary keyword lives in the keyword prelude (cards/prelude/keywords.mc), not in
// the C++: with one keyword's definition cut out of the prelude, exactly the cards that
// use it stop checking ("unknown keyword"), and so do the scenario files that need it.
// Only keyword names are used here, never the bodies, which may change.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "../book_text.hpp"
#include "grammar/diagnostics.hpp"
#include "grammar/syntax.hpp"
#include "ir/name_table.hpp"
#include "library/library.hpp"
#include "ir/names.hpp"

namespace fs = std::filesystem;
using namespace megacorp;

namespace {

// The 31 keywords: 001 GLOSSARY, DEVELOPMENT from 003, CASHFLOW and UPKEEP from 001's
// Accounting Phase.
const std::vector<std::string> glossary = {
    "ABRUPT", "AREA ATTACK", "ASSASSIN", "BOND", "CAMOUFLAGE", "CASHFLOW", "DEAD DROP", "DEMOLISHER",
    "DEVELOPMENT", "DISASTER LEVEL", "DISRUPTOR", "ELUSIVE", "FLYING", "INDEPENDENT", "INDESTRUCTIBLE",
    "INITIATIVE", "LOYAL", "MELEE", "MOVE", "MUTATION", "OVERWATCH", "PENETRATOR", "PERMANENT", "PRECISION",
    "REFLEXES", "REGENERATE", "SUPPRESSOR", "SWAP", "TERRAIN", "UNIQUE", "UPKEEP"};

using source_ptr = std::shared_ptr<const parsed_source>;

// Where a form is: its file and byte range.
struct extent {
  const source_file* file = nullptr;
  std::uint32_t begin = 0, end = 0;
  bool holds(const span& s) const { return s.file == file && s.begin >= begin && s.end <= end; }
};

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return std::move(text).str();
}

// Every *.mc file under `dir` (sorted, recursive), except under `skip`.
std::vector<fs::path> mc_files(const fs::path& dir, const fs::path& skip = {}) {
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".mc" &&
        (skip.empty() || std::mismatch(skip.begin(), skip.end(), e.path().begin(), e.path().end()).first != skip.end()))
      out.push_back(e.path().lexically_normal());
  std::sort(out.begin(), out.end());
  return out;
}

source_ptr parse_file(const fs::path& p) {
  diagnostics d;
  source_ptr out = parse_source(p.string(), read_text(p), d);
  if (d.has_errors()) FAIL("bundled file does not parse: " << p.string());
  return out;
}

// The name a top-level form defines: a card's unquoted, a keyword's normalised.
std::string form_name(const syntax::node& form) {
  const syntax::node& n = form.children.front();
  std::string name = n.is(syntax::kind::upper_name) ? std::string(n.text) : unquote(n.text);
  return form.is(syntax::kind::keyword_def) ? normalize_keyword(name) : name;
}

extent extent_of(const source_file* file, const syntax::node& form) {
  span s = syntax::span_of(file, form);
  return {file, s.begin, s.end};
}

// The keyword definitions of a parsed prelude, by name.
std::map<std::string, extent> keyword_forms(const parsed_source& prelude) {
  std::map<std::string, extent> out;
  for (const syntax::node& form : prelude.tree.children)
    if (form.is(syntax::kind::keyword_def)) out[form_name(form)] = extent_of(prelude.file.get(), form);
  return out;
}

// Whether `e` (or anything in it) names keyword `name`: `with/without NAME`, `has NAME`,
// `gains/loses NAME`.
bool names_keyword(const checked::expr& e, const std::string& name) {
  using checked::op;
  if ((e.o == op::with_keyword || e.o == op::without_keyword || e.o == op::has_keyword) && name_of(e) == name) return true;
  return std::any_of(e.args.begin(), e.args.end(), [&](const checked::expr& a) { return names_keyword(a, name); });
}

// Whether a card's definition uses keyword `name`: carries it, or names it in its text.
bool uses_keyword(const checked::card& c, const std::string& name) {
  for (const checked::keyword_use& k : c.keywords) {
    if (k.def && k.def->name == name) return true;
    for (const checked::expr& a : k.args)
      if (names_keyword(a, name)) return true;
  }
  for (const checked::ability& a : c.abilities)
    if (names_keyword(a.trigger, name) || names_keyword(a.cost, name) || names_keyword(a.effect, name)) return true;
  return false;
}

// Whether `text` holds `name` as whole words (blanks between its words may vary).
bool holds_words(std::string_view text, const std::string& name) {
  auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  const std::string first = name.substr(0, name.find(' '));
  for (std::size_t at = text.find(first); at != std::string_view::npos; at = text.find(first, at + 1)) {
    if (at > 0 && word_char(text[at - 1])) continue;
    std::size_t i = at, j = 0;
    while (j < name.size() && i < text.size()) {
      if (name[j] == ' ') {
        if (!std::isspace(static_cast<unsigned char>(text[i]))) break;
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        ++j;
      } else if (text[i] == name[j]) {
        ++i, ++j;
      } else {
        break;
      }
    }
    if (j == name.size() && (i == text.size() || !word_char(text[i]))) return true;
  }
  return false;
}

// Whether a leaf of the tree (a token: comments are not in the tree) mentions `name`.
bool mentions(const syntax::node& n, const std::string& name) {
  if (n.children.empty()) return holds_words(n.text, name);
  return std::any_of(n.children.begin(), n.children.end(), [&](const syntax::node& c) { return mentions(c, name); });
}

// The card names a scenario refers to: its setup and its steps.
std::set<std::string> cards_named(const checked::scenario& sc) {
  std::set<std::string> out;
  auto refs = [&](const std::vector<checked::card_ref>& v) {
    for (const auto& r : v) out.insert(r.name);
  };
  auto cards = [&](const std::vector<checked::setup_card>& v) {
    for (const auto& c : v) out.insert(c.name);
  };
  auto targets = [&](const std::vector<checked::target_ref>& v) {
    for (const auto& t : v)
      if (t.player < 0) out.insert(t.card.name);
  };
  for (const checked::setup_player& p : sc.players) {
    for (const auto* zone : {&p.main_deck, &p.resource_deck, &p.hand, &p.open_market, &p.annihilated}) cards(*zone);
    for (const checked::setup_cell& c : p.network) {
      out.insert(c.card.name);
      cards(c.bonded);
    }
  }
  for (const checked::step& s : sc.steps) {
    if (s.action) {
      refs(s.action->cards);
      targets(s.action->targets);
    }
    if (s.expect) {
      refs(s.expect->cards);
      cards(s.expect->contents);
      if (s.expect->action) {
        refs(s.expect->action->cards);
        targets(s.expect->action->targets);
      }
    }
  }
  return out;
}

// Everything parsed once: the prelude, the card library, the scenario files, and what the
// unmodified library says about who uses each keyword.
struct bundle {
  fs::path prelude_path;
  std::string prelude_text;
  source_ptr prelude;
  std::map<std::string, extent> keywords;  // the prelude's definitions
  std::vector<source_ptr> cards;           // cards/*.mc without the prelude
  std::vector<source_ptr> examples;        // examples/**/*.mc
  std::map<std::string, extent> card_forms;          // every card of cards/ and examples/
  std::map<std::string, std::set<std::string>> users;  // keyword -> cards (of both) that use it
  std::map<std::string, std::vector<source_ptr>> scenario_files;  // keyword -> files that need it
};

const bundle& bundled() {
  static const std::unique_ptr<bundle> b = [] {
    auto out = std::make_unique<bundle>();
    out->prelude_path = (bundled_cards_dir() / "prelude" / "keywords.mc").lexically_normal();
    out->prelude_text = read_text(out->prelude_path);
    out->prelude = parse_file(out->prelude_path);
    out->keywords = keyword_forms(*out->prelude);
    for (const fs::path& p : mc_files(bundled_cards_dir(), bundled_cards_dir() / "prelude"))
      out->cards.push_back(parse_file(p));
    for (const fs::path& p : mc_files(bundled_cards_dir().parent_path() / "examples"))
      out->examples.push_back(parse_file(p));

    // The unmodified library with every scenario file, as `megacorp test examples/` loads it.
    library lib;
    lib.add_parsed(out->prelude);
    for (const auto& s : out->cards) lib.add_parsed(s);
    for (const auto& s : out->examples) lib.add_parsed(s);
    diagnostics d;
    lib.check(d);
    d.sort();
    if (d.has_errors()) FAIL("the bundled library and examples do not check:\n" << format_text(d));

    for (const auto* sources : {&out->cards, &out->examples})
      for (const auto& s : *sources)
        for (const syntax::node& form : s->tree.children)
          if (form.is(syntax::kind::card)) out->card_forms[form_name(form)] = extent_of(s->file.get(), form);
    for (const std::string& k : glossary)
      for (const auto& c : lib.cards())
        if (uses_keyword(*c, k)) out->users[k].insert(c->name);

    // A scenario file needs a keyword when it defines or names a card using it, or
    // mentions the keyword outside comments.
    for (const std::string& k : glossary) {
      std::set<const source_file*> needing;
      for (const std::string& c : out->users[k]) needing.insert(out->card_forms.at(c).file);
      for (const auto& sc : lib.scenarios())
        for (const std::string& c : cards_named(*sc))
          if (out->users[k].count(c)) needing.insert(sc->where.file);
      for (const auto& s : out->examples)
        if (needing.count(s->file.get()) || mentions(s->tree, k)) out->scenario_files[k].push_back(s);
    }
    return out;
  }();
  return *b;
}

// The prelude without keyword `name`'s definition (its whole `keyword ... { ... }` form).
std::string prelude_without(const bundle& b, const std::string& name) {
  const extent& e = b.keywords.at(name);
  return b.prelude_text.substr(0, e.begin) + b.prelude_text.substr(e.end);
}

// Checks the bundled library with `prelude` for the bundled one (and a scenario file, when
// given), as `megacorp check`/`test` load them; diagnostics in `d`.
void check_with(const source_ptr& prelude, const source_ptr& scenario_file, diagnostics& d) {
  library lib;
  lib.add_parsed(prelude);
  for (const auto& s : bundled().cards) lib.add_parsed(s);
  if (scenario_file) lib.add_parsed(scenario_file);
  lib.check(d);
}

// Whether `card` is one of the bundled library's (not a scenario file's).
bool in_library(const std::string& card) {
  const bundle& b = bundled();
  const source_file* file = b.card_forms.at(card).file;
  return std::any_of(b.cards.begin(), b.cards.end(), [&](const source_ptr& s) { return s->file.get() == file; });
}

bool says_unknown(const diagnostic& d, const std::string& name) {
  const std::string m = "unknown keyword " + name;
  return d.level == severity::error && (d.message == m || d.message.rfind(m + ",", 0) == 0);
}

}  // namespace

TEST_CASE("keyword prelude: it defines the 31 glossary keywords, and no other", "[prelude]") {
  std::set<std::string> defined;
  for (const auto& [name, where] : bundled().keywords) defined.insert(name);
  CHECK(defined == std::set<std::string>(glossary.begin(), glossary.end()));
}

namespace {

std::string book(const std::string& number) {
  std::string text = megacorp::testing::book_text(number);
  if (text.empty()) FAIL("no book " << number << " in rules/books");
  return text;
}

}  // namespace

// The list above is the books', not ours: each name is where its comment says, and every
// entry of 001's glossary that the book writes as a bracketed keyword ("[ABRUPT]") is on it.
TEST_CASE("keyword prelude: the 31 keywords are the books' glossary keywords", "[prelude]") {
  const std::string b001 = book("001"), b003 = book("003");
  const std::string glossary_text = b001.substr(b001.find("GLOSSARY OF KEYWORDS"));
  for (const std::string& name : glossary) {
    INFO(name);
    const bool heading = glossary_text.find("\n" + name + ":") != std::string::npos ||
                         glossary_text.find("\n" + name + " X:") != std::string::npos;
    const bool accounting = (name == "CASHFLOW" || name == "UPKEEP") && b001.find("with " + name) != std::string::npos;
    const bool development = name == "DEVELOPMENT" && b003.find(name + ":") != std::string::npos;
    CHECK((heading || accounting || development));
  }
  int bracketed = 0;
  for (std::size_t at = glossary_text.find('\n'); at != std::string::npos; at = glossary_text.find('\n', at + 1)) {
    const std::size_t colon = glossary_text.find(':', at);
    const std::size_t eol = glossary_text.find('\n', at + 1);
    if (colon == std::string::npos || colon > eol) continue;
    std::string name = glossary_text.substr(at + 1, colon - at - 1);
    if (name.size() > 2 && name.ends_with(" X")) name.resize(name.size() - 2);
    if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)) || c == ' '; }))
      continue;
    if (glossary_text.find("[" + name) == std::string::npos) continue;
    ++bracketed;
    INFO("001's glossary writes [" << name << "] as a keyword");
    CHECK(std::find(glossary.begin(), glossary.end(), name) != glossary.end());
  }
  CHECK(bracketed >= 20);  // the scan found the glossary's keywords at all
}

TEST_CASE("keyword prelude: without one keyword's definition, exactly its cards and scenarios fail", "[prelude]") {
  const bundle& b = bundled();
  for (const std::string& name : glossary) {
    DYNAMIC_SECTION("without " << name) {
      REQUIRE(b.keywords.count(name));
      const std::set<std::string> users = b.users.count(name) ? b.users.at(name) : std::set<std::string>{};
      std::set<std::string> library_users;
      for (const std::string& card : users)
        if (in_library(card)) library_users.insert(card);
      // Some card of the bundled library must use every keyword, or removing it would prove nothing.
      REQUIRE(!library_users.empty());

      // The cut is exactly that one definition: the rest parses and defines the others.
      diagnostics parse_diags;
      source_ptr prelude = parse_source(b.prelude_path.string(), prelude_without(b, name), parse_diags);
      REQUIRE(!parse_diags.has_errors());
      std::map<std::string, extent> left = keyword_forms(*prelude);
      CHECK(left.size() == b.keywords.size() - 1);
      CHECK(!left.count(name));

      diagnostics d;
      check_with(prelude, nullptr, d);
      d.sort();
      INFO("diagnostics:\n" << format_text(d));

      // (a) Each card using it gets "unknown keyword NAME" within its own definition.
      for (const std::string& card : library_users) {
        const extent& form = b.card_forms.at(card);
        INFO("card \"" << card << "\" uses " << name);
        CHECK(std::any_of(d.list().begin(), d.list().end(),
                          [&](const diagnostic& x) { return says_unknown(x, name) && form.holds(x.where); }));
      }
      // (b) Every error is in a card using it: no other card, keyword or deck is touched.
      for (const diagnostic& x : d.list()) {
        if (x.level != severity::error) continue;
        INFO("error: " << x.message);
        CHECK(std::any_of(library_users.begin(), library_users.end(),
                          [&](const std::string& card) { return b.card_forms.at(card).holds(x.where); }));
      }

      // (c) Each scenario file needing it no longer loads, so `megacorp test` on it fails;
      // a card it defines itself reports the unknown keyword there.
      const auto files = b.scenario_files.count(name) ? b.scenario_files.at(name) : std::vector<source_ptr>{};
      for (const source_ptr& file : files) {
        INFO("scenario file " << file->file->name());
        diagnostics fd;
        check_with(prelude, file, fd);
        CHECK(fd.has_errors());
        for (const std::string& card : users) {
          const extent& form = b.card_forms.at(card);
          if (form.file != file->file.get()) continue;
          INFO("its card \"" << card << "\"");
          CHECK(std::any_of(fd.list().begin(), fd.list().end(),
                            [&](const diagnostic& x) { return says_unknown(x, name) && form.holds(x.where); }));
        }
      }
    }
  }
}
