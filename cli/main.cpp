// The `megacorp` command's entry point; the command itself is cli/megacorp_main.cpp, in the
// library megacorp_cli, so that fuzz/fuzz_cli.cpp links the same object (one compile).
#include "cli/megacorp_main.hpp"

int main(int argc, char** argv) { return megacorp_cli_main(argc, argv); }
