# Sourced by the command-line tests: expect_status STATUS MESSAGE_PATTERN ARGS... runs
# "$megacorp" ARGS and, unless it exits with STATUS and its stderr matches the pattern,
# prints a FAIL line and sets failed=1.
expect_status() {
  local want=$1 pattern=$2; shift 2
  local err status
  err=$("$megacorp" "$@" 2>&1 >/dev/null); status=$?
  if [ "$status" -ne "$want" ] || ! grep -q -- "$pattern" <<<"$err"; then
    echo "FAIL: megacorp $* -> exit $status (want $want), stderr: $err"
    failed=1
  fi
}
