// Fix-its (docs/diagnostics.md, "Fix-its"), held to the golden files (tests/golden/):
// - every diagnostic whose message states its edit (grammar/fixits.hpp) carries a fix;
// - applying a diagnostic's fix to the file's text removes that diagnostic on a new check
//   (one fewer diagnostic with its message).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "grammar/diagnostics.hpp"
#include "grammar/fixits.hpp"
#include "library/library.hpp"

namespace fs = std::filesystem;

namespace {

// A diagnostic of the golden file, with its fix, kept after the library is gone.
struct found {
  std::string message;
  std::uint32_t begin = 0;
  std::optional<megacorp::text_edit> fix;  // its span's file is not kept
};

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// `text` checked as the file `name`, with the prelude (and the card library, for a
// scenario), as `megacorp check` does: the diagnostics in that file.
std::vector<found> check(const std::string& name, const std::string& text, bool with_library) {
  megacorp::library lib;
  megacorp::diagnostics d;
  lib.add_path(megacorp::bundled_cards_dir() / "prelude", d);
  if (with_library)
    for (const auto& e : fs::directory_iterator(megacorp::bundled_cards_dir()))
      if (e.path().filename() != "prelude") lib.add_path(e.path(), d);
  lib.add_source(name, text, d);
  lib.check(d);
  std::vector<found> out;
  for (const megacorp::diagnostic& one : d.list())
    if (one.where.file && one.where.file->name() == name) out.push_back({one.message, one.where.begin, one.fix});
  return out;
}

std::size_t count(const std::vector<found>& list, const std::string& message) {
  return static_cast<std::size_t>(std::count_if(list.begin(), list.end(), [&](const found& f) { return f.message == message; }));
}

struct golden_file {
  fs::path path;
  bool with_library;
};

std::vector<golden_file> golden_files() {
  std::vector<golden_file> out;
  const std::vector<golden_file> dirs = {{"tests/golden", false}, {"tests/golden/scenarios", true}};  // scenarios name cards
  for (const golden_file& dir : dirs)
    for (const auto& e : fs::directory_iterator(dir.path))
      if (e.is_regular_file() && e.path().extension() == ".mc") out.push_back({e.path(), dir.with_library});
  std::sort(out.begin(), out.end(), [](const golden_file& a, const golden_file& b) { return a.path < b.path; });
  return out;
}

}  // namespace

TEST_CASE("fix-its: every golden diagnostic whose message states its edit carries a fix", "[golden][fixit]") {
  std::size_t stating = 0;
  for (const golden_file& g : golden_files()) {
    const std::string name = g.path.string();
    for (const found& f : check(name, read(g.path), g.with_library)) {
      if (!megacorp::states_edit(f.message)) continue;
      ++stating;
      INFO(name << ": " << f.message);
      CHECK(f.fix.has_value());
    }
  }
  CHECK(stating >= 30);  // the golden files hold that many: the test cannot pass on none
}

TEST_CASE("fix-its: applying a golden diagnostic's fix removes that diagnostic", "[golden][fixit]") {
  std::size_t applied = 0;
  for (const golden_file& g : golden_files()) {
    const std::string name = g.path.string();
    const std::string text = read(g.path);
    const std::vector<found> before = check(name, text, g.with_library);
    for (const found& f : before) {
      if (!f.fix) continue;
      ++applied;
      std::string fixed = text;
      fixed.replace(f.fix->where.begin, f.fix->where.end - f.fix->where.begin, f.fix->replacement);
      const std::vector<found> after = check(name, fixed, g.with_library);
      INFO(name << ": " << f.message << " -> '" << f.fix->replacement << "' at byte " << f.fix->where.begin);
      CHECK(count(after, f.message) < count(before, f.message));
    }
  }
  CHECK(applied >= 30);
}

TEST_CASE("fix-its: the messages that state their edit are told from the others", "[fixit]") {
  using megacorp::states_edit;
  CHECK(states_edit("expected ':' after 'cost', found '4M'"));
  CHECK(states_edit("expected 'of' after 'top', found 'your'"));
  CHECK(states_edit("unknown keyword FLYNG, did you mean 'FLYING'?"));
  CHECK(states_edit("keywords are written in capitals: write FLYING, not 'flying'"));
  CHECK(states_edit("a search finds cards in a zone, and a target is a card in play (Glossary: TARGET); write 'search ... for a card'"));
  CHECK(states_edit("'unbond' frees cards under a pile's top card, and this names the cards on the spaces, which it would leave as they are; write 'a bonded card ...' (001 Advanced Rules, Bonding)"));
  CHECK_FALSE(states_edit("expected '{' and the statements of the block after 'engaged', found 'draw'"));
  CHECK_FALSE(states_edit("expected 'trait pool' after 'your', found 'x'"));
  CHECK_FALSE(states_edit("keywords are written in capitals, such as ABRUPT or ASSASSIN; found 'glowing' (and no keyword GLOWING is defined)"));
  CHECK_FALSE(states_edit("a count of 0 adds nothing; remove the entry"));
}
