// JSON parsing that refuses texts nested deeper than a limit before building them.
#include "input/json_depth.hpp"

#include "input/excerpt.hpp"

namespace megacorp {

using json = nlohmann::json;

namespace {

// A SAX consumer that keeps only the depth and stops the parse past the limit.
class depth_counter final : public nlohmann::json_sax<json> {
 public:
  explicit depth_counter(std::size_t limit) : limit_(limit) {}
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return enter(); }
  bool key(string_t&) override { return true; }
  bool end_object() override { return leave(); }
  bool start_array(std::size_t) override { return enter(); }
  bool end_array() override { return leave(); }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) override {
    syntax_ = excerpt(e.what(), 160);  // the lexer quotes what it read: bounded
    return false;
  }
  bool too_deep() const { return too_deep_; }
  const std::string& syntax() const { return syntax_; }

 private:
  bool enter() {
    if (++depth_ > limit_) too_deep_ = true;
    return !too_deep_;
  }
  bool leave() {
    --depth_;
    return true;
  }
  std::size_t limit_, depth_ = 0;
  bool too_deep_ = false;
  std::string syntax_;
};

}  // namespace

bool json_within_depth(std::string_view text, std::string& error, std::size_t limit) {
  depth_counter counter(limit);
  if (json::sax_parse(text.begin(), text.end(), &counter)) return true;
  error = counter.too_deep() ? "nested deeper than the limit of " + std::to_string(limit) + " levels"
          : counter.syntax().empty() ? std::string("not valid JSON")
                                     : "not valid JSON: " + counter.syntax();
  return false;
}

std::optional<json> parse_json(std::string_view text, std::string& error, std::size_t limit) {
  if (!json_within_depth(text, error, limit)) return std::nullopt;
  json j = json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) {
    error = "not valid JSON";
    return std::nullopt;
  }
  return j;
}

}  // namespace megacorp
