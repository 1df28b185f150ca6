#include "faces/face_template.hpp"

#include <functional>
#include <map>
#include <sstream>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace megacorp::faces {

namespace {

using words = std::vector<std::string>;
using setter = std::function<void(face_template&, const words&)>;

double number(const std::string& w) {
  std::size_t used = 0;
  double v = std::stod(w, &used);
  if (used != w.size() || !(v >= 0) || v > 1000) throw std::invalid_argument("'" + w + "' is not a length or size");
  return v;
}

void need(const words& w, std::size_t n) {
  if (w.size() != n) throw std::invalid_argument(fmt::format("expected {} value(s), found {}", n, w.size()));
}

std::string colour(const std::string& w) {
  if (w.size() != 7 || w[0] != '#' || w.find_first_not_of("0123456789abcdefABCDEF", 1) != std::string::npos)
    throw std::invalid_argument("'" + w + "' is not a colour #rrggbb");
  return w;
}

mark_shape mark_shape_of(const std::string& w) {
  static const std::map<std::string, mark_shape> shapes = {{"hexagon", mark_shape::hexagon},
      {"circle", mark_shape::circle}, {"triangle", mark_shape::triangle}, {"square", mark_shape::square},
      {"diamond", mark_shape::diamond}};
  auto it = shapes.find(w);
  if (it == shapes.end()) throw std::invalid_argument("'" + w + "' is not a mark (hexagon circle triangle square diamond)");
  return it->second;
}

setter box_key(box face_template::*member) {
  return [member](face_template& t, const words& w) {
    need(w, 4);
    t.*member = {number(w[0]), number(w[1]), number(w[2]), number(w[3])};
  };
}
setter colour_key(std::string face_template::*member) {
  return [member](face_template& t, const words& w) { need(w, 1); t.*member = colour(w[0]); };
}
setter size_key(double face_template::*member) {
  return [member](face_template& t, const words& w) {
    need(w, 1);
    t.*member = number(w[0]);
    if (t.*member < min_pt) throw std::invalid_argument(fmt::format("a size below the floor of {} pt", min_pt));
  };
}
setter faction_key(std::size_t i) {
  return [i](face_template& t, const words& w) { need(w, 2); t.factions[i] = {colour(w[0]), mark_shape_of(w[1])}; };
}
std::string joined(const words& w) {
  std::string s;
  for (const auto& x : w) (s += s.empty() ? "" : " ") += x;
  return s;
}

const std::map<std::string, setter>& keys() {
  static const std::map<std::string, setter> table = {
      {"name", [](face_template& t, const words& w) { t.name = joined(w); }},
      {"card", [](face_template& t, const words& w) { need(w, 3); t.width = number(w[0]); t.height = number(w[1]); t.corner = number(w[2]); }},
      {"box.title", box_key(&face_template::title)}, {"box.art", box_key(&face_template::art)},
      {"box.type", box_key(&face_template::type)}, {"box.tags", box_key(&face_template::tags)},
      {"box.text", box_key(&face_template::text)}, {"box.traits", box_key(&face_template::traits)},
      {"faction.none", faction_key(0)}, {"faction.corp", faction_key(1)},
      {"faction.incarnate", faction_key(2)}, {"faction.gnost", faction_key(3)},
      {"colour.panel", colour_key(&face_template::panel)}, {"colour.ink", colour_key(&face_template::ink)},
      {"colour.muted", colour_key(&face_template::muted)}, {"colour.back", colour_key(&face_template::back)},
      {"colour.resource_back", colour_key(&face_template::resource_back)},
      {"font.family", [](face_template& t, const words& w) { t.family = joined(w); }},
      {"font.regular", [](face_template& t, const words& w) { t.regular_file = joined(w); }},
      {"font.bold", [](face_template& t, const words& w) { t.bold_file = joined(w); }},
      {"size.name", size_key(&face_template::name_pt)}, {"size.type", size_key(&face_template::type_pt)},
      {"size.text", size_key(&face_template::text_pt)}, {"size.traits", size_key(&face_template::traits_pt)},
  };
  return table;
}

// Every box lies inside the card.
void check_boxes(const face_template& t) {
  const std::pair<const char*, box> boxes[] = {{"box.title", t.title}, {"box.art", t.art}, {"box.type", t.type},
                                              {"box.tags", t.tags}, {"box.text", t.text}, {"box.traits", t.traits}};
  for (const auto& [name, b] : boxes)
    if (b.w <= 0 || b.h <= 0 || b.right() > t.width || b.bottom() > t.height)
      throw std::invalid_argument(fmt::format("{} is empty or lies outside the card ({} x {} mm)", name, t.width, t.height));
}

std::string resolved(const std::string& file, const std::filesystem::path& dir) {
  if (file.empty() || std::filesystem::path(file).is_absolute() || dir.empty()) return file;
  return (dir / file).string();
}

}  // namespace

face_template parse_template(std::string_view text, const std::string& where, const std::filesystem::path& dir) {
  face_template t;
  std::istringstream in{std::string(text)};
  std::string line;
  int number_of_line = 0;
  while (std::getline(in, line)) {
    ++number_of_line;
    std::istringstream ws(line);
    words w;
    for (std::string x; ws >> x;) w.push_back(x);
    if (w.empty() || w[0][0] == '#') continue;  // a comment is a whole line: colours hold '#'

    const std::string key = w[0];
    w.erase(w.begin());
    auto it = keys().find(key);
    try {
      if (it == keys().end()) throw std::invalid_argument("unknown key '" + key + "' (docs/faces.md lists the keys)");
      it->second(t, w);
    } catch (const std::exception& e) {
      throw std::runtime_error(fmt::format("{}:{}: {}", where, number_of_line, e.what()));
    }
  }
  try {
    check_boxes(t);
    if (t.regular_file.empty() || t.bold_file.empty()) throw std::invalid_argument("font.regular and font.bold are required");
  } catch (const std::exception& e) {
    throw std::runtime_error(fmt::format("{}: {}", where, e.what()));
  }
  t.regular_file = resolved(t.regular_file, dir);
  t.bold_file = resolved(t.bold_file, dir);
  return t;
}

}  // namespace megacorp::faces
