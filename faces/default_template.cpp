// The built-in face template (docs/faces.md shows it; copy it to restyle the frame).
#include "faces/face_template.hpp"

namespace megacorp::faces {

std::string_view default_template_text() {
  return R"(# Megacorp face template: lengths in mm, sizes in pt, colours #rrggbb.
name default
card 63 88 3
# boxes: x y width height
box.title 4 4 55 7
box.art 4 12 55 25
box.type 4 38 55 4.5
box.tags 4 43 55 3.5
box.text 4 47.5 55 29
box.traits 4 77.5 55 7
# faction: colour and mark (hexagon circle triangle square diamond)
faction.none #6b6b6b square
faction.corp #2f5d8a hexagon
faction.incarnate #8c2f39 circle
faction.gnost #5d3f8c triangle
colour.panel #f6f1e7
colour.ink #1b1b1b
colour.muted #5a5348
colour.back #20232a
colour.resource_back #3b4a2a
font.family DejaVu Sans
font.regular /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
font.bold /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
size.name 9
size.type 6.5
size.text 8
size.traits 9
)";
}

face_template default_template() { return parse_template(default_template_text(), "built-in template", {}); }

}  // namespace megacorp::faces
