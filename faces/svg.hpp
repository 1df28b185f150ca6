// A laid-out face as an SVG document: millimetre units at real size, text as <text>
// elements in the template's font family (never outlines), one element per line.
#pragma once

#include <string>

#include "faces/face.hpp"

namespace megacorp::faces {

std::string to_svg(const face& f);
// `s` with &, <, > and " escaped for XML text and attributes.
std::string xml_escaped(const std::string& s);
// A file name from a card name: lower case ASCII letters and digits, '-' between words
// ("card" when nothing is left).
std::string file_stem(const std::string& card_name);

}  // namespace megacorp::faces
