#!/usr/bin/env bash
# Installs the Debian packages named, as root or through sudo: the one place the set-up
# scripts (setup.sh, setup_editor.sh) call apt-get. Quiet on success; on failure prints
# apt-get's log. Tries without `apt-get update` first (a fresh system's lists usually
# serve), then updates the lists and tries again.
set -euo pipefail
[ $# -gt 0 ] || exit 0
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  # A fresh Debian whose installer was given a root password has no sudo: say what to do
  # rather than stop on "sudo: command not found".
  if ! command -v sudo >/dev/null; then
    echo "setup: these Debian packages are missing: $*" >&2
    echo "setup: installing them needs root, and sudo is not installed. Run the set-up as root" \
         "once, 'su -c scripts/setup.sh' (or 'su -c \"scripts/setup.sh --test\"'), then this command" \
         "again; or, as root, 'apt-get install sudo' and 'adduser $(id -un) sudo', and log in again." >&2
    exit 1
  fi
  sudo="sudo"
fi
echo "setup: installing $*" >&2
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp -t megacorp-apt.XXXXXX)  # not a fixed name: /tmp is shared with other users
if ! $sudo apt-get install -y -q "$@" >"$log" 2>&1; then
  { $sudo apt-get update -q && $sudo apt-get install -y -q "$@"; } >>"$log" 2>&1 \
    || { cat "$log" >&2; echo "setup: apt-get failed (its log above, kept in $log)" >&2; exit 1; }
fi
rm -f "$log"
