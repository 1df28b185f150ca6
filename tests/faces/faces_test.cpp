// The card face renderer (docs/faces.md): every library card's face keeps its text inside
// its boxes at 6 pt or more, the SVG's <text> elements say the card's text, a card too long
// for its face is found, a second template renders, and a card's art is drawn in its box.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <memory>
#include <regex>
#include <sstream>

#include <fmt/format.h>

#include "faces/art.hpp"
#include "faces/renderer.hpp"
#include "faces/svg.hpp"
#include "faces/text_fit.hpp"
#include "ir/render.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;
using namespace megacorp::faces;

namespace {

const renderer& default_renderer() {
  static const renderer r(default_template());
  return r;
}

std::vector<std::string> words_of(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string unescaped(std::string s) {
  const std::pair<const char*, const char*> entities[] = {{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}};
  for (const auto& [from, to] : entities)
    for (std::size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += std::string(to).size())
      s.replace(at, std::string(from).size(), to);
  return s;
}

// The words of the SVG's <text> elements whose class is one of `roles`, in document order.
std::vector<std::string> svg_words(const std::string& svg, const std::vector<std::string>& roles) {
  static const std::regex text_element(R"~(<text class="([a-z]+)"[^>]*>([^<]*)</text>)~");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), text_element); it != std::sregex_iterator(); ++it)
    if (std::find(roles.begin(), roles.end(), (*it)[1].str()) != roles.end())
      for (auto& w : words_of(unescaped((*it)[2].str()))) out.push_back(w);
  return out;
}

// The words of the card's text box as the checked card says them.
std::vector<std::string> card_text_words(const checked::card& c) {
  std::string text;
  for (const auto& k : c.keywords) (text += text.empty() ? "" : ", ") += render_keyword_use(k);
  // Appends, not `"literal" + string`: GCC 12 at -O3 warns wrongly (-Wrestrict) on the latter.
  if (!c.business.empty()) (text += " Business: ") += c.business;
  for (const auto& a : c.abilities) (text += " ") += render_ability(a);
  (text += " ") += c.flavour;
  return words_of(text);
}

bool inside(const text_line& l, const box& b) {
  return l.x >= b.x - 1e-9 && l.x + l.width <= b.right() + 1e-9 && l.baseline - l.ascent >= b.y - 1e-9 &&
         l.baseline + l.descent <= b.bottom() + 1e-9;
}

void check_face(const face& f, const renderer& r) {
  const box card{0, 0, f.width, f.height};
  for (const text_line& l : f.lines) {
    INFO(l.role << ": " << l.text << " at x " << l.x << " w " << l.width << " baseline " << l.baseline << " +" << l.ascent
                << " -" << l.descent << " in " << l.frame.x << "," << l.frame.y << " " << l.frame.w << "x" << l.frame.h);
    const font& used = l.bold ? r.bold() : r.regular();
    CHECK(l.width == Approx(used.width(l.text, l.size)).epsilon(1e-9));  // the width it was placed by is the font's
    CHECK(l.size / mm_per_pt >= min_pt - 1e-9);
    CHECK(inside(l, l.frame));
    CHECK(inside(l, card));
  }
}

}  // namespace

TEST_CASE("every library card's text lies inside its boxes, at 6 pt or more") {
  const auto& lib = test::bundled_library();
  REQUIRE(lib.cards().size() > 50);
  double smallest = 100;
  for (const auto& c : lib.cards()) {
    INFO(c->name);
    const face f = default_renderer().front(*c);
    CHECK(f.fits);
    check_face(f, default_renderer());
    for (const auto& l : f.lines) smallest = std::min(smallest, l.size / mm_per_pt);
  }
  CHECK(smallest >= min_pt - 1e-9);
  for (back_kind k : {back_kind::main, back_kind::resource}) check_face(default_renderer().back(k), default_renderer());
}

TEST_CASE("the SVG's text is the card's: name, keywords, abilities, flavour, traits") {
  for (const auto& c : test::bundled_library().cards()) {
    INFO(c->name);
    const std::string svg = default_renderer().front_svg(*c);
    CHECK(svg_words(svg, {"name"}) == words_of(c->name));
    CHECK(svg_words(svg, {"keywords", "business", "ability", "flavour"}) == card_text_words(*c));
    std::vector<std::string> traits;
    for (std::size_t i = 0; i < c->traits.size(); ++i) {
      traits.push_back(engine::trait_names[i]);
      traits.push_back(c->traits[i] ? std::to_string(*c->traits[i]) : "-");
    }
    CHECK(svg_words(svg, {"trait"}) == traits);
    if (!c->valuation) CHECK(svg_words(svg, {"cost"}) == words_of(render_cost(c->price)));
    CHECK(svg.find("<path") == std::string::npos);  // text is never drawn as outlines
  }
}

TEST_CASE("line breaking keeps every word, in order, within the width") {
  const font& f = default_renderer().regular();
  const std::string text = "on resolve: for each card in an area 3x3 of target card { deal 2 BQ damage to it }";
  for (double width : {10.0, 25.0, 40.0, 200.0}) {
    const auto lines = wrap(f, text, 3.0, width);
    std::string joined;
    for (const auto& l : lines) {
      CHECK((f.width(l, 3.0) <= width || words_of(l).size() == 1));
      (joined += joined.empty() ? "" : " ") += l;
    }
    CHECK(joined == text);
    if (width == 200.0) CHECK(lines.size() == 1);
    if (width == 10.0) CHECK(lines.size() > 5);
  }
  CHECK(f.width("WWWW", 4.0) > f.width("iiii", 4.0));
  CHECK(f.width("abc", 8.0) == Approx(2 * f.width("abc", 4.0)));
}

TEST_CASE("a text box shrinks step by step and stops at 6 pt") {
  const renderer& r = default_renderer();
  std::vector<paragraph> ps{{"word", &r.regular(), false, "#000000", "ability", 0}};
  fit_result roomy = fit(ps, 8, 50, 30);
  CHECK(roomy.fits);
  CHECK(roomy.size == Approx(8 * mm_per_pt));
  std::string longer;
  for (int i = 0; i < 12; ++i) longer += "deal 3 IQ damage to target card ";
  ps[0].text = longer;
  fit_result shrunk = fit(ps, 8, 50, 30);
  CHECK(shrunk.fits);
  CHECK(shrunk.size < 8 * mm_per_pt);
  CHECK(shrunk.size >= min_pt * mm_per_pt - 1e-9);
  CHECK(height_of(shrunk) <= 30);
  for (int i = 0; i < 3; ++i) longer += longer;
  ps[0].text = longer;
  fit_result too_long = fit(ps, 8, 50, 30);
  CHECK_FALSE(too_long.fits);
  CHECK(too_long.size == Approx(min_pt * mm_per_pt));
}

TEST_CASE("a card whose text cannot fit at 6 pt is found, and still laid out at 6 pt") {
  checked::card c = *test::bundled_library().find_card("Nanoblood Adept");
  for (int i = 0; i < 40; ++i) c.flavour += "Every appliance in the tower answers to her thoughts. ";
  const face f = default_renderer().front(c);
  CHECK_FALSE(f.fits);
  CHECK(f.misfit.find("does not fit") != std::string::npos);
  for (const auto& l : f.lines) CHECK(l.size / mm_per_pt >= min_pt - 1e-9);
}

TEST_CASE("a second template renders the library with its own geometry and colours") {
  const auto& lib = test::bundled_library();
  const face_template t = parse_template(R"(name narrow
card 63 88 2
box.title 3 3 57 8
box.art 3 12 57 30
box.type 3 43 57 4.5
box.tags 3 48 57 3.5
box.text 3 52.5 57 25
box.traits 3 78.5 57 6.5
faction.corp #1f3550 diamond
colour.panel #e8e6df
font.family DejaVu Sans
font.regular /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
font.bold /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
size.text 7.5
)",
                                         "narrow", {});
  const renderer r(t);
  for (const auto& c : lib.cards()) {
    INFO(c->name);
    const face f = r.front(*c);
    CHECK(f.fits);
    check_face(f, r);
  }
  const std::string svg = r.front_svg(*lib.find_card("Nanoblood Adept"));
  CHECK(svg.find("#1f3550") != std::string::npos);
  CHECK(svg.find("#e8e6df") != std::string::npos);
}

TEST_CASE("a bad template is refused with its line and reason") {
  auto refused = [](const std::string& text) {
    try {
      parse_template(text, "my.template", {});
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  const std::string base(default_template_text());
  CHECK(refused(base + "box.wings 1 2 3 4\n").find("unknown key 'box.wings'") != std::string::npos);
  CHECK(refused("name x\nsize.text 5\n").find("my.template:2: a size below the floor of 6 pt") == 0);
  CHECK(refused("faction.corp blue hexagon\n").find("my.template:1: 'blue' is not a colour") == 0);
  CHECK(refused("faction.corp #123456 star\n").find("'star' is not a mark") != std::string::npos);
  CHECK(refused(base + "box.text 10 80 60 20\n").find("box.text is empty or lies outside the card") != std::string::npos);
  CHECK(refused(base + "card 63\n").find("expected 3 value(s), found 1") != std::string::npos);
  CHECK_THROWS_WITH(renderer(parse_template(base + "font.regular nothing.ttf\n", "t", {})),
                    Catch::Contains("cannot load the font 'nothing.ttf'"));
}

namespace {

// The library and examples/faces/art_card.mc, checked together (from the project root, as
// ctest runs the tests).
std::unique_ptr<library> library_with_art() {
  auto lib = std::make_unique<library>();
  diagnostics d;
  for (const auto& s : test::bundled_library().sources()) lib->add_parsed(s);
  REQUIRE(lib->add_path("examples/faces/art_card.mc", d));
  lib->check(d);
  INFO(format_text(d));
  REQUIRE_FALSE(d.has_errors());
  return lib;
}

std::string file_bytes(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The shapes of `f` drawn inside box `b`.
std::vector<shape> shapes_in(const face& f, const box& b) {
  std::vector<shape> out;
  for (const shape& s : f.shapes)
    if (s.at.x >= b.x - 1e-9 && s.at.right() <= b.right() + 1e-9 && s.at.y >= b.y - 1e-9 && s.at.bottom() <= b.bottom() + 1e-9)
      out.push_back(s);
  return out;
}

std::size_t count_of(const std::vector<shape>& shapes, shape::kind k) {
  return static_cast<std::size_t>(std::count_if(shapes.begin(), shapes.end(), [k](const shape& s) { return s.what == k; }));
}

}  // namespace

TEST_CASE("base64 is RFC 4648's") {
  CHECK(base64("") == "");
  CHECK(base64("f") == "Zg==");
  CHECK(base64("fo") == "Zm8=");
  CHECK(base64("foo") == "Zm9v");
  CHECK(base64("foob") == "Zm9vYg==");
  CHECK(base64("fooba") == "Zm9vYmE=");
  CHECK(base64("foobar") == "Zm9vYmFy");
  CHECK(base64(std::string("\xFF\xFE\x00", 3)) == "//4A");
}

TEST_CASE("a card with art draws its image in the art box, embedded, instead of the placeholder") {
  const auto lib = library_with_art();
  const checked::card* heron = lib->find_card("Neon Heron");
  REQUIRE(heron);
  CHECK(heron->art == "art/neon-heron.png");
  CHECK(heron->art_file == "examples/faces/art/neon-heron.png");
  const box art = default_renderer().style().art;

  const face f = default_renderer().front(*heron);
  const std::vector<shape> in_art = shapes_in(f, art);
  CHECK(count_of(in_art, shape::image) == 1);
  CHECK(count_of(in_art, shape::stripes) == 0);  // no placeholder: neither hatching
  CHECK(count_of(in_art, shape::emblem) == 0);   // nor the large faint mark
  const std::string uri = "data:image/png;base64," + base64(file_bytes("examples/faces/art/neon-heron.png"));
  CHECK(uri.size() > 1000);
  const std::string svg = to_svg(f);
  const std::string image = fmt::format(R"~(<image class="art" x="{:.3f}" y="{:.3f}" width="{:.3f}" height="{:.3f}" )~"
                                        R"~(preserveAspectRatio="xMidYMid slice" clip-path="url(#c)~",
                                        art.x, art.y, art.w, art.h);
  const std::size_t at = svg.find(image);
  REQUIRE(at != std::string::npos);
  CHECK(svg.find("href=\"" + uri + "\"/>", at) != std::string::npos);  // the file's bytes, whole
  // The clip path the image names is the art box.
  const std::string clip_id = svg.substr(at + image.size(), svg.find(')', at + image.size()) - at - image.size());
  CHECK(svg.find(fmt::format(R"~(<clipPath id="c{}"><rect x="{:.3f}" y="{:.3f}" width="{:.3f}" height="{:.3f}")~", clip_id,
                             art.x, art.y, art.w, art.h)) != std::string::npos);
  // Its text is laid out as any card's.
  CHECK(f.fits);
  check_face(f, default_renderer());

  // Without the field, or when the file is gone since the check: the placeholder.
  for (const std::string& file : {std::string(), std::string("examples/faces/art/no-such-heron.png")}) {
    checked::card plain = *heron;
    plain.art_file = file;
    const std::vector<shape> placeholder = shapes_in(default_renderer().front(plain), art);
    CHECK(count_of(placeholder, shape::image) == 0);
    CHECK(count_of(placeholder, shape::stripes) == 1);
    CHECK(count_of(placeholder, shape::emblem) == 1);
  }
}
