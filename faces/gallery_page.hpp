// The visual gallery: one self-contained HTML page of card faces, filterable by faction,
// type, cost and keyword and searchable by text, each card's text and its keywords'
// rulebook quotes shown on hover or focus (docs/faces.md, "The visual gallery").
#pragma once

#include <string>
#include <vector>

#include "faces/renderer.hpp"
#include "ir/checked.hpp"
#include "library/library.hpp"

namespace megacorp::faces {

// The page for `cards` (drawn by `r`; by faction, then name) and the library's decks. The
// same cards and template give the same bytes. No file is linked: faces, styles and the
// script are inside the page, so it opens from anywhere without a network.
std::string gallery_page(const library& lib, const std::vector<const checked::card*>& cards, const renderer& r);

}  // namespace megacorp::faces
