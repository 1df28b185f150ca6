// JSON under a depth limit (input/json_depth.hpp): refused before any tree is built.
#include <string>

#include <catch2/catch.hpp>

#include "input/json_depth.hpp"

using namespace megacorp;

namespace {

std::string nested(std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

}  // namespace

TEST_CASE("JSON at the depth limit parses; one level more is refused with the limit named") {
  std::string error;
  CHECK(parse_json(nested(max_json_depth), error));
  CHECK_FALSE(parse_json(nested(max_json_depth + 1), error));
  CHECK(error == "nested deeper than the limit of " + std::to_string(max_json_depth) + " levels");
  CHECK_FALSE(parse_json(R"({"a":)" + nested(3) + "}", error, 3));
  CHECK(parse_json(R"({"a":)" + nested(2) + "}", error, 3));
}

TEST_CASE("100,000 levels are refused without building (or destroying) a tree") {
  std::string error;
  CHECK_FALSE(parse_json(nested(100000), error));
  CHECK(error.find("deeper than the limit") != std::string::npos);
  std::string objects;
  for (int i = 0; i < 100000; ++i) objects += R"({"a":)";
  CHECK_FALSE(json_within_depth(objects, error));  // refused at level 129, before the text ends
  CHECK(error.find("deeper than the limit") != std::string::npos);
}

TEST_CASE("text that is not JSON is refused as such, its quote bounded") {
  std::string error;
  CHECK_FALSE(parse_json("{\"a\": " + std::string(100000, 'x') + "}", error));
  CHECK(error.rfind("not valid JSON", 0) == 0);
  CHECK(error.size() < 200);
  const auto ok = parse_json(R"({"id": 1, "params": [1, 2]})", error);
  REQUIRE(ok);
  CHECK((*ok)["params"][1] == 2);
}
