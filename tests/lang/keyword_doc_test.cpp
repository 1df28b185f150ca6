// The keyword page (docgen/keyword_doc.*): rulebook quotes are read from a keyword's comment
// lines, the definition is its form as written without them, and every keyword of the
// bundled prelude quotes the rulebook.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "docgen/keyword_doc.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;

TEST_CASE("keyword quotes are the comment lines in the fixed form", "[keyword_doc]") {
  library lib;
  diagnostics d;
  lib.add_source("k.mc",
                 "# 001 Glossary: outside any keyword, not a quote\n"
                 "keyword \"NEW WORD\" (x: number) {\n"
                 "  # 001 Glossary: First words\n"
                 "  #   and more words.\n"
                 "  # a note of our own: not a quote\n"
                 "  #   nor this, which follows no quote\n"
                 "  # 003 Glossary: Another book.\n"
                 "  rule: this deals damage first  # trailing\n"
                 "}  # after the form\n",
                 d);
  lib.check(d);
  REQUIRE_FALSE(d.has_errors());
  const checked::keyword* k = lib.find_keyword("NEW WORD");
  REQUIRE(k != nullptr);
  const auto quotes = keyword_quotes(*k);
  REQUIRE(quotes.size() == 2);
  CHECK(quotes[0].source == "001 Glossary");
  CHECK(quotes[0].text == "First words and more words.");
  CHECK(quotes[1].source == "003 Glossary");
  CHECK(quotes[1].text == "Another book.");
  CHECK(keyword_definition_text(*k) ==
        "keyword \"NEW WORD\" (x: number) {\n"
        "  # a note of our own: not a quote\n"
        "  #   nor this, which follows no quote\n"
        "  rule: this deals damage first  # trailing\n"
        "}");
}

TEST_CASE("every keyword of the prelude quotes the rulebook", "[keyword_doc]") {
  const std::set<std::string> sources = {"001 Glossary", "003 Glossary", "001 Accounting Phase"};
  // Later quotes give another book's reading, which a rules variant selects (docs/rulings.md).
  const std::set<std::string> variant_sources = {"000 Glossaire", "002 Megacorp Keywords", "003 Glossary",
                                                 "001 Advanced Rules"};
  const library& lib = test::bundled_library();
  CHECK(lib.keywords().size() == 31);
  int variant_quotes = 0;
  for (const auto& k : lib.keywords()) {
    INFO(k->name);
    const auto quotes = keyword_quotes(*k);
    REQUIRE(!quotes.empty());
    CHECK(sources.count(quotes.front().source) == 1);
    for (std::size_t i = 1; i < quotes.size(); ++i, ++variant_quotes) CHECK(variant_sources.count(quotes[i].source) == 1);
    for (const auto& q : quotes) CHECK(q.text.size() > 20);
    const std::string def = keyword_definition_text(*k);
    CHECK(def.rfind("keyword ", 0) == 0);
    CHECK(def.back() == '}');
    CHECK(def.find("Glossary:") == std::string::npos);
    CHECK(def.find("Glossaire:") == std::string::npos);
  }
  // DEAD DROP (002, 003), DEMOLISHER, DISASTER LEVEL, MELEE, REGENERATE, UNIQUE (000, 003),
  // DISASTER LEVEL and CAMOUFLAGE (000)
  CHECK(variant_quotes == 10);
  CHECK(render_keyword_doc(lib) == render_keyword_doc(lib));
}

TEST_CASE("the keyword page names the rules variants a keyword reads, with their sources", "[keyword_doc]") {
  library lib;
  diagnostics d;
  lib.add_source("k.mc",
                 "variant \"test-reading\": \"a test's book\"\n"
                 "keyword \"NEW WORD\" {\n"
                 "  # 001 Glossary: First words.\n"
                 "  rule: this deals damage first while the rules are \"test-reading\" or the rules are \"single-mulligan\"\n"
                 "}\n"
                 "keyword \"OTHER WORD\" {\n"
                 "  # 001 Glossary: Other words.\n"
                 "  rule: this deals damage first\n"
                 "}\n",
                 d);
  lib.check(d);
  REQUIRE_FALSE(d.has_errors());
  const std::string page = render_keyword_doc(lib);
  const std::size_t line = page.find("Rules variants: `test-reading`, which follows a test's book; `single-mulligan`, "
                                     "which follows 003/000 Beginning of the game.\n");
  CHECK(line != std::string::npos);
  CHECK(line > page.find("## NEW WORD"));
  CHECK(line < page.find("## OTHER WORD"));
  CHECK(page.find("Rules variant", line + 1) == std::string::npos);  // OTHER WORD reads none
}
