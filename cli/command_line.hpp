// The rules every subcommand of `megacorp` shares (docs/install.md, "The command line"):
// what a misspelt subcommand is told, the global options in each subcommand's help, and
// which output formats each subcommand writes (--format is honoured or refused, never
// ignored).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

namespace megacorp {

// The first word of argv that is neither an option nor the value of one of the app's
// options: the subcommand the user meant; none when there is no such word.
std::optional<std::string> first_command_word(int argc, char** argv, const CLI::App& app);

// "unknown command 'chek'; did you mean 'check'? (the commands are ...)", or empty when
// `word` names a subcommand.
std::string unknown_command(const std::string& word, const CLI::App& app);

// Adds, as the footer of every subcommand's help, the app's own options (which may also
// follow the subcommand).
void list_global_options_in_help(CLI::App& app);

// Adds --seed to `sub`, typed as a whole number 0..2^64-1 in decimal: anything else
// ("x", "-1", "0x10", a number too large) is refused by the parser, before any library
// is loaded, with "--seed: expects a whole number ...".
CLI::Option* add_seed_option(CLI::App& sub, std::uint64_t& seed, const std::string& help);

// Why `command` cannot write `format`, or empty when it can (text, json, csv).
std::string format_refusal(const std::string& command, const std::string& format);

}  // namespace megacorp
