// The pieces a face is laid out from: a line of text placed in a box, a paragraph block
// fitted to a box. Shared by the front (faces/layout_front.cpp) and the backs.
#pragma once

#include <string>
#include <vector>

#include "faces/face.hpp"
#include "faces/font.hpp"
#include "faces/text_fit.hpp"

namespace megacorp::faces {

enum class align { left, centre, right };

// One line at `pt` points, shrunk by shrink_step_pt down to `floor_pt` until it is no wider
// than `room` and no taller than `frame`; vertically centred in `frame`, placed by `a` within [x, x + room]. Sets
// out.fits false (and out.misfit) when it is still too wide at the floor.
text_line place_line(face& out, const font& f, const std::string& text, double pt, double floor_pt, box frame,
                     double x, double room, align a);
// The paragraphs fitted to `frame` (faces/text_fit.hpp), their lines added to `out`.
void place_block(face& out, const std::vector<paragraph>& ps, double max_pt, box frame);

}  // namespace megacorp::faces
