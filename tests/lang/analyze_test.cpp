// The grammar has no rule that could loop without consuming input (pegtl::analyze).
#include <catch2/catch.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include "grammar/grammar.hpp"

TEST_CASE("grammar: pegtl::analyze finds no issues") {
  CHECK(tao::pegtl::analyze<megacorp::grammar::file_item>(1) == 0);
}
