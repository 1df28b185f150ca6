// `megacorp cards [PATHS] --svg DIR --png DIR --sheet FILE.pdf --html FILE`: every chosen card's
// face as SVG or PNG with the two backs, nine to a printed page with their backs, or on one
// filterable HTML page, the visual gallery (docs/faces.md).
#pragma once

#include <string>
#include <vector>

#include "library/library.hpp"

namespace megacorp {

struct cards_request {
  std::vector<std::string> paths;  // the cards of these files or folders; else of `mods`; else the library's
  std::vector<std::string> mods;   // --mod, as loaded
  std::string deck;                // --deck NAME: that deck's cards instead, each as often as listed on the sheet
  std::string svg_dir;             // --svg DIR
  std::string png_dir;             // --png DIR
  double dpi = 300;                // --dpi, of the PNGs
  std::string sheet;               // --sheet FILE.pdf
  std::string html;                // --html FILE: the visual gallery of the chosen cards
  std::string paper = "a4";        // --paper a4|letter
  bool playtest = false;           // --playtest: mark each front of the sheet
  double bleed = 0;                // --bleed MM on the sheet
  std::string template_file;       // --template FILE (default: a mod's face.template, else the built-in one)
};

// Writes the faces; 0 when every card fits, 1 when one does not (a warning at the card's
// file and line says which), 2 on a bad template, font, output folder or file.
int run_cards(const library& lib, const cards_request& req);

}  // namespace megacorp
