// A card's front: title bar (mark, name, cost), art box (the art or a placeholder), type line, tags, the text box
// (keywords, business link, abilities, flavour) and the traits bar.
#include <cctype>
#include <optional>

#include <fmt/format.h>

#include "faces/art.hpp"
#include "faces/layout_parts.hpp"
#include "faces/renderer.hpp"
#include "ir/render.hpp"

namespace megacorp::faces {

namespace {

// Inside a box by `pad` mm on every side.
box inset(box b, double pad) { return {b.x + pad, b.y + pad, b.w - 2 * pad, b.h - 2 * pad}; }

const faction_style& style_of(const face_template& t, const checked::card& c) {
  return t.factions[static_cast<std::size_t>(c.side)];
}

std::string faction_word(const checked::card& c) {
  return c.side == engine::faction::none ? "neutral" : engine::faction_names[static_cast<std::size_t>(c.side)];
}

std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

// The art box: the card's art when it has one (faces/art.hpp), else the placeholder.
void art(face& f, const face_template& t, const faction_style& s, const checked::card& c) {
  f.shapes.push_back({shape::rect, t.art, t.panel, "none", 0, 1.2, 0.35});
  if (std::optional<std::string> uri = art_data_uri(c)) {
    f.shapes.push_back({shape::image, t.art, "none", "none", 0, 1.2, 1, mark_shape::square, std::move(*uri)});
    return;
  }
  f.shapes.push_back({shape::stripes, t.art, s.colour, "none", 0, 0, 0.25});
  const double m = t.art.h * 0.5;  // the placeholder: the faction's mark, large and faint
  f.shapes.push_back({shape::emblem, {t.art.x + (t.art.w - m) / 2, t.art.y + (t.art.h - m) / 2, m, m}, s.colour, "none", 0,
                      0, 0.5, s.mark});
}

void frame(face& f, const face_template& t, const faction_style& s, const checked::card& c) {
  f.shapes.push_back({shape::rect, {0, 0, t.width, t.height}, s.colour, "none", 0, t.corner});
  for (const box& b : {t.title, t.type, t.text, t.traits}) f.shapes.push_back({shape::rect, b, t.panel, "none", 0, 1.2});
  if (!c.tags.empty()) f.shapes.push_back({shape::rect, t.tags, t.panel, "none", 0, 1.2});
  art(f, t, s, c);
}

// The mark at the title's left, the cost at its right, the name between them.
void title(face& f, const renderer& r, const checked::card& c, const faction_style& s) {
  const face_template& t = r.style();
  const box b = t.title;
  const double m = b.h - 2;
  f.shapes.push_back({shape::emblem, {b.x + 1, b.y + 1, m, m}, s.colour, t.ink, 0.2, 0, 1, s.mark});
  double right = b.right() - 1.2;
  if (c.valuation) {  // a business has no cost: its valuation is on the type line
    text_line nl = place_line(f, r.bold(), c.name, t.name_pt, min_pt, b, b.x + m + 2, right - b.x - m - 2, align::left);
    nl.bold = true, nl.fill = t.ink, nl.role = "name";
    f.lines.push_back(nl);
    return;
  }
  const std::string cost = render_cost(c.price);
  text_line cl = place_line(f, r.bold(), cost, t.name_pt, t.name_pt - 1.5, b, b.x, right - b.x, align::right);
  cl.bold = true, cl.fill = s.colour, cl.role = "cost";
  const double left = b.x + m + 2;
  text_line nl = place_line(f, r.bold(), c.name, t.name_pt, min_pt, b, left, cl.x - 1.5 - left, align::left);
  nl.bold = true, nl.fill = t.ink, nl.role = "name";
  f.lines.push_back(nl);  // in reading order: the name, then the cost
  f.lines.push_back(cl);
}

void type_and_tags(face& f, const renderer& r, const checked::card& c) {
  const face_template& t = r.style();
  const box ty = inset(t.type, 0.8);
  std::string type = capitalised(render_types(c)) + " \xC2\xB7 " + capitalised(faction_word(c));
  if (c.valuation) type += fmt::format(" \xC2\xB7 valuation {}M", *c.valuation);
  text_line tl = place_line(f, r.bold(), type, t.type_pt, min_pt, t.type, ty.x, ty.w, align::left);
  tl.bold = true, tl.fill = t.ink, tl.role = "type";
  f.lines.push_back(tl);
  if (c.tags.empty()) return;
  std::string tags;
  for (const auto& g : c.tags) (tags += tags.empty() ? "#" : " #") += g;
  const box tg = inset(t.tags, 0.8);
  text_line gl = place_line(f, r.regular(), tags, min_pt, min_pt, t.tags, tg.x, tg.w, align::left);
  gl.fill = t.muted, gl.role = "tags";
  f.lines.push_back(gl);
}

void text_box(face& f, const renderer& r, const checked::card& c) {
  const face_template& t = r.style();
  std::vector<paragraph> ps;
  std::string keywords;
  for (const auto& k : c.keywords) (keywords += keywords.empty() ? "" : ", ") += render_keyword_use(k);
  if (!keywords.empty()) ps.push_back({keywords, &r.bold(), true, t.ink, "keywords", 0});
  if (!c.business.empty()) ps.push_back({"Business: " + c.business, &r.regular(), false, t.ink, "business", 0.3});
  for (const auto& a : c.abilities) ps.push_back({render_ability(a), &r.regular(), false, t.ink, "ability", 0.3});
  if (!c.flavour.empty()) ps.push_back({c.flavour, &r.regular(), false, t.muted, "flavour", 0.6});
  place_block(f, ps, t.text_pt, inset(t.text, 1.5));
}

// Four cells, each its trait's name above its value ('-' for a null trait).
void traits(face& f, const renderer& r, const checked::card& c) {
  const face_template& t = r.style();
  const box b = t.traits;
  const double w = b.w / engine::book::traits;
  for (std::size_t i = 0; i < engine::book::traits; ++i) {
    const box cell{b.x + w * static_cast<double>(i), b.y, w, b.h};
    const box label{cell.x, cell.y + 0.3, w, cell.h * 0.4};
    const box value{cell.x, cell.y + cell.h * 0.4, w, cell.h * 0.6 - 0.3};
    text_line ll = place_line(f, r.regular(), engine::trait_names[i], min_pt, min_pt, label, cell.x, w, align::centre);
    ll.fill = t.muted, ll.role = "trait";
    f.lines.push_back(ll);
    const std::string v = c.traits[i] ? std::to_string(*c.traits[i]) : "-";
    text_line vl = place_line(f, r.bold(), v, t.traits_pt, min_pt, value, cell.x, w, align::centre);
    vl.bold = true, vl.fill = t.ink, vl.role = "trait";
    f.lines.push_back(vl);
    if (i) f.shapes.push_back({shape::rect, {cell.x - 0.1, cell.y + 1, 0.2, cell.h - 2}, t.muted, "none", 0, 0, 0.4});
  }
}

}  // namespace

face renderer::front(const checked::card& c) const {
  face f;
  f.width = t_.width, f.height = t_.height, f.title = c.name, f.family = t_.family;
  const faction_style& s = style_of(t_, c);
  f.ground = s.colour;
  frame(f, t_, s, c);
  title(f, *this, c, s);
  type_and_tags(f, *this, c);
  text_box(f, *this, c);
  traits(f, *this, c);
  return f;
}

}  // namespace megacorp::faces
