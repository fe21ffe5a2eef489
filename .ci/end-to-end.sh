#!/usr/bin/env bash
# End to end: `glimpse preview delivery` in a real terminal (tmux), driven by keys.
# Checks the first frame, a step to the next state, the clock playing, the help overlay,
# and that quitting gives the shell back in cooked mode.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v tmux >/dev/null || { echo "end-to-end: tmux is not installed" >&2; exit 1; }
# GLIMPSE_BINARY: a glimpse already built (.ci/run passes its release build).
binary="${GLIMPSE_BINARY:-$(swift build --show-bin-path)/glimpse}"
[ -x "$binary" ] || swift build --product glimpse
socket="glimpse-e2e-$$"
tm() { tmux -L "$socket" "$@"; }
capture() { tm capture-pane -p -t e2e; }
fail() {
  echo "end-to-end: $1" >&2
  echo "---- screen ----" >&2
  capture >&2 || true
  exit 1
}
# Waits until the screen shows the extended regular expression $1.
wait_for() {
  for _ in $(seq 1 50); do
    if capture | grep -Eq -- "$1"; then return 0; fi
    sleep 0.2
  done
  fail "timed out waiting for: $1"
}
trap 'tm kill-server 2>/dev/null || true' EXIT

tm new-session -d -s e2e -x 120 -y 40 \
  "env -i HOME=\"$HOME\" PATH=\"$PATH\" TERM=xterm-256color LANG=C.UTF-8 PS1='e2e\$ ' bash --norc --noprofile"
wait_for 'e2e\$'

echo "-- first frame"
tm send-keys -t e2e "$binary preview delivery" Enter
wait_for 'Glimpse · delivery · state'
capture | grep -q 'state 1/5 preparing · iPhone 16 Pro' || fail "the first frame is not state 1"
capture | grep -q 'LOCK SCREEN' || fail "the first frame has no Lock Screen card"
capture | grep -q "Luigi's Pizzeria" || fail "the first frame has no content"

echo "-- Right: the next state"
tm send-keys -t e2e Right
wait_for 'state 2/5 picked up'
capture | grep -q 'Marcus' || fail "state 2 does not show the driver"

echo "-- Space: the clock plays"
before="$(capture | head -1)"
tm send-keys -t e2e Space
wait_for '▶ 1x'
sleep 2.2
after="$(capture | head -1)"
[ "$before" != "$after" ] || fail "the clock did not move: $after"
echo "$after" | grep -Eq '10:10:0[1-9]' || fail "the clock is not ticking from 10:10:00: $after"

echo "-- ?: help"
tm send-keys -t e2e '?'
wait_for 'keys'
capture | grep -q 'play / pause the clock' || fail "the help does not list the keys"

echo "-- q: quit, terminal restored"
tm send-keys -t e2e q
wait_for '^e2e\$ *$'
tm send-keys -t e2e "stty -a | tr ' ;' '\n\n' | grep -E '^-?(icanon|echo)\$' | tr '\n' ' '; echo" Enter
wait_for '^(-?icanon|-?echo) '
modes="$(capture | grep -E '^(-?icanon|-?echo) ' | tail -1)"
case "$modes" in
  *-icanon*|*-echo*) fail "the terminal was left in raw mode: $modes" ;;
esac
capture | grep -q 'Glimpse · delivery' && fail "the preview is still on screen after q"

echo "end-to-end: passed"
