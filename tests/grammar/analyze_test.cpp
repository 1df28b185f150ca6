// The grammar has no rule that could loop without consuming input (pegtl::analyze).
#include <catch2/catch.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include "grammar/grammar.hpp"

TEST_CASE("grammar: pegtl::analyze finds no issues in a file item") {
  // analyze() prints each issue it finds to stderr and returns how many there were.
  REQUIRE(tao::pegtl::analyze<megacorp::grammar::file_item>() == 0);
}

TEST_CASE("grammar: pegtl::analyze finds no issues in the rules parsed on their own") {
  // Sub-grammars reached only through recursion are covered above; these are the
  // entry points a test or tool may parse directly.
  REQUIRE(tao::pegtl::analyze<megacorp::grammar::top_form>() == 0);
  REQUIRE(tao::pegtl::analyze<megacorp::grammar::effect>() == 0);
  REQUIRE(tao::pegtl::analyze<megacorp::grammar::condition>() == 0);
}
