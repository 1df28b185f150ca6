// A laid-out face: the shapes and text lines of one card side, in millimetres, which the
// SVG writer prints as they are (faces/svg.hpp). Every text line records the box it must
// lie in and its measured width, so tests check the fit without a renderer.
#pragma once

#include <string>
#include <vector>

#include "faces/face_template.hpp"

namespace megacorp::faces {

struct shape {
  enum kind { rect, emblem, stripes, image } what = rect;
  box at;                  // rect, stripes, image: the box; emblem: the square the mark is drawn in
  std::string fill;        // "none" for an outline
  std::string stroke = "none";
  double stroke_width = 0;
  double radius = 0;       // rect corners
  double opacity = 1;
  mark_shape mark = mark_shape::square;
  std::string href = {};   // image: a data: URI, drawn to cover the box (clipped, aspect kept)
};

struct text_line {
  std::string text;
  double x = 0, baseline = 0;  // the left end of the baseline
  double size = 0;             // font size in mm (pt = size / mm_per_pt)
  double width = 0;            // measured advance
  double ascent = 0, descent = 0;  // the font's extent above and below the baseline, in mm
  bool bold = false;
  std::string fill;
  std::string role;  // what the line shows: name, cost, type, tags, keywords, ability, business, flavour, trait
  box frame;         // the box it must lie in
};

struct face {
  double width = 0, height = 0;  // mm
  std::string title;             // the SVG's <title>
  std::string family;            // the font family the lines name
  std::string ground;            // the colour at the card's edge (what a print's bleed extends)
  std::vector<shape> shapes;
  std::vector<text_line> lines;
  bool fits = true;              // every line fits its box at or above min_pt
  std::string misfit;            // what did not fit, when !fits
};

}  // namespace megacorp::faces
