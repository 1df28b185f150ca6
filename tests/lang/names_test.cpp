// The text helpers of names (ir/names.hpp) the checker reads every card's text through:
// their fast paths give what the plain reading gives.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "check/check_parts.hpp"
#include "ir/names.hpp"

TEST_CASE("unquote reads every escape, copying the text between them in runs", "[names]") {
  using megacorp::unquote;
  CHECK(unquote(R"("plain")") == "plain");
  CHECK(unquote(R"("Card number 7, \"quoted\".")") == "Card number 7, \"quoted\".");
  CHECK(unquote(R"("\"")") == "\"");
  CHECK(unquote(R"("a\\b")") == "a\\b");
  CHECK(unquote(R"("line\none\ttab")") == "line\none\ttab");
  CHECK(unquote(R"("\x and \q")") == "x and q");  // an unknown escape is the character itself
  CHECK(unquote(R"("ends with \")") == "ends with \\");  // a lone backslash at the end is kept
  CHECK(unquote(R"(\)") == "\\");
  CHECK(unquote("") == "");
}

TEST_CASE("a tag or keyword already upper case is normalised as the plain reading does", "[names]") {
  using megacorp::normalize_keyword;
  for (const char* text : {"GEN3", "#GEN3", "gen3", "#Gen3", "AREA ATTACK", "area  attack", " GLIDE", "GLIDE\t",
                           "DISASTER LEVEL 2", "#", ""}) {
    INFO(text);
    std::string buffer;
    const std::string_view tag = megacorp::normalized_tag(text, buffer);
    CHECK(std::string(tag) == megacorp::normalize_tag(text));
    std::string keyword_buffer;
    CHECK(std::string(megacorp::normalized_keyword(text, keyword_buffer)) == normalize_keyword(text));
  }
  CHECK(normalize_keyword("GLIDE") == "GLIDE");
  CHECK(normalize_keyword("glide") == "GLIDE");
  CHECK(normalize_keyword("  area \t attack ") == "AREA ATTACK");
  CHECK(megacorp::normalize_tag("#gen3") == "GEN3");
  std::string buffer;
  CHECK(megacorp::normalized_tag("#GEN3", buffer).data() != buffer.data());  // a view of the text: no copy
  const std::string_view glide = "GLIDE";
  CHECK(megacorp::normalized_keyword(glide, buffer).data() == glide.data());
}

TEST_CASE("a phrase collapsed as a view is what collapse_blanks gives", "[names]") {
  for (const char* text : {"it", "that card", "up to 2 target", "up  to 2", " it", "it ", "its\ncontroller",
                           "a\tcard", "a \r\n card", "", " "}) {
    INFO(text);
    std::string buffer;
    CHECK(std::string(megacorp::collapsed(text, buffer)) == megacorp::collapse_blanks(text));
  }
}
