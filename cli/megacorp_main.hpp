#pragma once
// The `megacorp` command: parses argv, runs the subcommand, returns the exit status
// (cli/exit_status.hpp) after checking that its output was written (cli/output.hpp).
int megacorp_cli_main(int argc, char** argv);
