// The card backs: the main deck's and the resource deck's, told apart by ground colour,
// by word and by pattern (001 Setup: the two decks are shuffled apart).
#include "faces/layout_parts.hpp"
#include "faces/renderer.hpp"

namespace megacorp::faces {

face renderer::back(back_kind k) const {
  face f;
  const bool resource = k == back_kind::resource;
  f.width = t_.width, f.height = t_.height, f.family = t_.family;
  f.title = resource ? "Megacorp resource deck" : "Megacorp main deck";
  const std::string ground = resource ? t_.resource_back : t_.back;
  f.ground = ground;
  f.shapes.push_back({shape::rect, {0, 0, t_.width, t_.height}, ground, "none", 0, t_.corner});
  const box inner{3, 3, t_.width - 6, t_.height - 6};
  f.shapes.push_back({shape::rect, inner, "none", t_.panel, 0.4, 2});
  f.shapes.push_back({shape::stripes, inner, t_.panel, "none", 0, 0, resource ? 0.12 : 0.06});
  const double m = t_.width * 0.45;
  f.shapes.push_back({shape::emblem, {(t_.width - m) / 2, t_.height / 2 - m / 2 - 4, m, m}, "none", t_.panel, 0.8, 0, 0.9,
                      resource ? mark_shape::circle : mark_shape::hexagon});
  const box word{inner.x, t_.height / 2 + m / 2, inner.w, 8};
  text_line l = place_line(f, bold(), "MEGACORP", 14, min_pt, word, word.x, word.w, align::centre);
  l.bold = true, l.fill = t_.panel, l.role = "back";
  f.lines.push_back(l);
  if (resource) {
    const box sub{inner.x, word.bottom(), inner.w, 5};
    text_line s = place_line(f, regular(), "RESOURCE", 9, min_pt, sub, sub.x, sub.w, align::centre);
    s.fill = t_.panel, s.role = "back";
    f.lines.push_back(s);
  }
  return f;
}

}  // namespace megacorp::faces
