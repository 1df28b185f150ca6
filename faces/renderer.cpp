#include "faces/renderer.hpp"

#include <stdexcept>

#include "faces/svg.hpp"
#include "faces/text_fit.hpp"

namespace megacorp::faces {

renderer::renderer(face_template t)
    : t_(std::move(t)), regular_(std::make_unique<font>(t_.regular_file)), bold_(std::make_unique<font>(t_.bold_file)) {
  // Lines are stacked `leading` sizes apart: a taller font would overlap its neighbours.
  for (const font* f : {regular_.get(), bold_.get()})
    if (f->ascent() + f->descent() > leading)
      throw std::runtime_error("the font '" + f->path() + "' is taller than the line height (docs/faces.md)");
}

std::string renderer::front_svg(const checked::card& c) const { return to_svg(front(c)); }
std::string renderer::back_svg(back_kind k) const { return to_svg(back(k)); }

}  // namespace megacorp::faces
