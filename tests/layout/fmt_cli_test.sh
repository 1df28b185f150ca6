#!/usr/bin/env bash
# `megacorp fmt` as a user runs it: stdin, --check (exit 1 and the names), in place,
# a file with syntax errors left untouched, a missing path.
set -uo pipefail
megacorp=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cp tests/layout/cases/deck_lists.mc "$dir/messy.mc"
cp tests/layout/cases/deck_lists.expected "$dir/tidy.mc"
printf 'card "Broken" {\n  type character\n}\n' > "$dir/broken.mc"

# `-`: standard input to standard output.
out=$("$megacorp" fmt - < "$dir/messy.mc") || fail "fmt - exited $?"
[ "$out" = "$(cat "$dir/tidy.mc")" ] || fail "fmt - did not print the formatted text"

# --check names the files that differ, changes nothing, exits 1; 0 when none differ.
cp "$dir/messy.mc" "$dir/messy.orig"
out=$("$megacorp" fmt --check "$dir/messy.mc" "$dir/tidy.mc"); rc=$?
[ $rc -eq 1 ] || fail "fmt --check exited $rc, not 1"
[ "$out" = "$dir/messy.mc" ] || fail "fmt --check printed '$out'"
cmp -s "$dir/messy.mc" "$dir/messy.orig" || fail "fmt --check changed the file"
"$megacorp" fmt --check "$dir/tidy.mc" || fail "fmt --check of a formatted file exited $?"

# In place: the file is rewritten, then --check is clean; no temporary file is left.
"$megacorp" fmt "$dir/messy.mc" || fail "fmt exited $?"
cmp -s "$dir/messy.mc" "$dir/tidy.mc" || fail "fmt did not rewrite the file"
"$megacorp" fmt --check "$dir" 2>/dev/null | grep -q messy && fail "fmt --check still names the formatted file"
ls "$dir" | grep -q tmp && fail "a temporary file was left"

# Syntax errors: reported with their place, exit 1, the file untouched.
cp "$dir/broken.mc" "$dir/broken.orig"
err=$("$megacorp" fmt "$dir/broken.mc" 2>&1 >/dev/null); rc=$?
[ $rc -eq 1 ] || fail "fmt of a broken file exited $rc, not 1"
echo "$err" | grep -q "broken.mc:2:" || fail "no error with its place: $err"
cmp -s "$dir/broken.mc" "$dir/broken.orig" || fail "the broken file was changed"

# A missing path is an I/O error (2).
"$megacorp" fmt "$dir/missing.mc" 2>/dev/null; rc=$?
[ $rc -eq 2 ] || fail "fmt of a missing file exited $rc, not 2"
# A FIFO is refused, not read (which would block); a broken symlink in a folder is named.
mkfifo "$dir/pipe.mc"
timeout 10 "$megacorp" fmt "$dir/pipe.mc" 2>/dev/null; rc=$?
[ $rc -eq 2 ] || fail "fmt of a FIFO exited $rc, not 2"
rm "$dir/pipe.mc"
ln -s "$dir/nowhere.mc" "$dir/dangling.mc"
err=$("$megacorp" fmt --check "$dir" 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] || fail "fmt of a folder with a broken symlink exited $rc, not 2"
echo "$err" | grep -q "dangling.mc" || fail "the broken symlink is not named: $err"
echo "fmt cli: ok"
