// `megacorp simulate --compare A.json B.json` (docs/simulate.md, Comparing two runs): every
// figure of two runs' figures JSON side by side, with B - A and its 95% interval, paired
// when both runs played the same games (same seed, decks and games per pair: game i of pair
// p has the same seed in both), Newcombe's for unpaired samples otherwise.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace megacorp::sim {

// Reads a file written by `simulate --format json`; false with `why` (naming the file and
// what is wrong) when it cannot be read, is not JSON or is not a simulate run's figures.
bool load_figures(const std::string& path, nlohmann::ordered_json& figures, std::string& why);

// The comparison of B against A (`a_name`, `b_name`: how to call them, e.g. their files).
// False with `why` when either is not a simulate run's figures or their decks differ.
// Rows (docs/simulate.md lists every key): `rates` (decks, pairs, seats, first player,
// each card's win rate when deployed and not), `lengths` (mean turns, overall and by
// pairing), each with a, b, the difference b - a, low95, high95 and its method.
bool compare_figures(const nlohmann::ordered_json& a, const nlohmann::ordered_json& b, const std::string& a_name,
                     const std::string& b_name, nlohmann::ordered_json& comparison, std::string& why);

// The comparison as Markdown (text output) and as one self-contained HTML page.
std::string comparison_markdown(const nlohmann::ordered_json& comparison);
std::string render_comparison(const nlohmann::ordered_json& comparison);

}  // namespace megacorp::sim
