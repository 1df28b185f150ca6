// sim/report: the page for a run that played no game (interrupted at once), escaping, and
// the report path check made before any game. The page against real figures is checked in
// headless Chromium by report_test.sh.
#include <catch2/catch.hpp>

#include <atomic>
#include <filesystem>
#include <fstream>

#include "library/game_cards.hpp"
#include "sim/figures.hpp"
#include "sim/report.hpp"
#include "sim/report_svg.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;
using namespace megacorp::sim;

namespace {

std::size_t occurrences(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("report: a run with no game played gives a page with no marks made up", "[sim][report]") {
  const library& lib = test::bundled_library();
  run_description run;
  for (const char* n : {"Corp Starter", "Gnost Starter"}) run.decks.push_back(lib.find_deck(n));
  run.pairs = {{0, 1}};
  run.games_per_pair = 2;
  const auto db = make_card_db(lib);
  const std::string page = render_report(reduce(run, {}, *db, true));
  CHECK(page.find("Interrupted") != std::string::npos);
  for (const char* bad : {"\"nan\"", "\"-nan\"", "\"inf\"", "\"null\"", ">nan%"}) CHECK(page.find(bad) == std::string::npos);
  CHECK(occurrences(page, R"(data-mark="matrix-cell")") == 4);  // 2 pair cells, 2 all-opponents cells
  CHECK(occurrences(page, R"(data-part="ci")") == 0);           // no interval without games
  CHECK(occurrences(page, R"(data-mark="histogram-bin")") == 0);
  CHECK(occurrences(page, R"(data-mark="card-row")") > 0);
  CHECK(page.find(R"(id="importance")") == std::string::npos);
}

TEST_CASE("report: text is escaped for HTML", "[sim][report]") {
  CHECK(report_svg::esc(R"(a<b>&"c'd)") == "a&lt;b&gt;&amp;&quot;c&#39;d");
}

TEST_CASE("report: the path is checked before any game, and not left behind", "[sim][report]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "megacorp_report_unit_test";
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::string why;
  CHECK(report_path_writable((dir / "new.html").string(), why));
  CHECK_FALSE(fs::exists(dir / "new.html"));
  { std::ofstream(dir / "old.html") << "kept"; }
  CHECK(report_path_writable((dir / "old.html").string(), why));
  CHECK(fs::file_size(dir / "old.html") == 4);
  CHECK_FALSE(report_path_writable(dir.string(), why));
  CHECK(why == "it is a folder");
  CHECK_FALSE(report_path_writable((dir / "old.html" / "x.html").string(), why));
  CHECK_FALSE(report_path_writable((dir / "no" / "x.html").string(), why));
  fs::remove_all(dir);
}
