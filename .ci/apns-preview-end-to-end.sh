#!/usr/bin/env bash
# glimpse preview --apns, end to end, in tmux on loopback: the interactive preview stands in
# for APNs while curl (h2c) pushes to it. Checked on the screen: an update drawn, a push the
# device drops shown as dropped with validate's reason, an end with a dismissal date, a
# push-to-start starting delivery#2, a broadcast on a --channel updating the activity and a
# start on the channel dropped; `t` writing the token file; nothing of the server's log
# reaching the terminal raw; `stty -a` the same after `q` and after SIGTERM. Prints the
# time from request to frame the preview measured, and the time curl → screen seen by
# polling tmux (an upper bound).
#
#   bash .ci/apns-preview-end-to-end.sh [GLIMPSE]
set -euo pipefail
cd "$(dirname "$0")/.."
glimpse="${1:-$(swift build --show-bin-path)/glimpse}"
[ -x "$glimpse" ] || { echo "apns-preview-end-to-end: $glimpse is missing (swift build)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "apns-preview-end-to-end: needs tmux" >&2; exit 1; }
work="$(mktemp -d)"
socket="glimpse-apns-preview-$$"
tmx() { tmux -L "$socket" "$@"; }
cleanup() { tmx kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
export XDG_CONFIG_HOME="$work/config"
# A session that outlives the previews: killing the last session ends tmux's server, and a
# new session asked for meanwhile failed with "server exited unexpectedly".
tmx new-session -d -s keep "sleep 3600"
checks=0
screen() { tmx capture-pane -p -t preview; }
fail() { echo "apns-preview-end-to-end: FAIL: $1" >&2; screen >&2 || true; exit 1; }
ok() { checks=$((checks + 1)); echo "ok - $1"; }
# A command that fails outside `fail` (set -e), in a function too (-E), says where, and
# shows the screen.
set -E
trap 'echo "apns-preview-end-to-end: FAIL: line $LINENO: $BASH_COMMAND" >&2; screen >&2 || true' ERR
# waitfor TEXT [SECONDS]: until the screen shows TEXT.
waitfor() {
  local deadline=$(( $(date +%s) + ${2:-20} ))
  until screen | grep -qF -- "$1"; do
    [ "$(date +%s)" -lt "$deadline" ] || fail "the screen never showed: $1"
    sleep 0.02
  done
}

jwt="$(python3 - <<'PY'
import base64, json, time
b64 = lambda b: base64.urlsafe_b64encode(b).rstrip(b"=").decode()
print(".".join([b64(json.dumps({"alg": "ES256", "kid": "ABC123DEFG"}).encode()),
                b64(json.dumps({"iss": "DEF123GHIJ", "iat": int(time.time()) - 60}).encode()),
                b64(bytes(range(64)))]))
PY
)"
sha() { printf '%s' "$1" | sha256sum | cut -d' ' -f1; }
token="$(sha "glimpse update token delivery")"
start_token="$(sha "glimpse push-to-start token delivery")"
channel="dHN0LXNyY2gtY2hubA=="
now=$(date +%s)
state() { echo "\"content-state\":{\"status\":\"$1\",\"driverName\":\"Sam\",\"currentStep\":$2,\"totalSteps\":4,\"estimatedMinutesRemaining\":$3}"; }

# open NAME: the preview in tmux, stty -a written before and after it.
open_preview() {
  tmx kill-session -t preview 2>/dev/null || true
  rm -f "$work/stty-before" "$work/stty-after" "$work/exit"
  tmx new-session -d -s preview -x 120 -y 34 \
    "stty -a > $work/stty-before; $glimpse preview delivery --apns --no-tls --listen 127.0.0.1:0 --channel $channel --token-file $work/token; echo \$? > $work/exit; stty -a > $work/stty-after; sleep 600"
  # The port is on the line with the update token: the token drawn, the port is whole.
  waitfor "update token "
  port="$(screen | grep -o 'APNs 127.0.0.1:[0-9]*' | head -1 | cut -d: -f2)"
  [ -n "$port" ] || fail "no port on the screen"
}
post() { # PATH BODY [HEADER...]: prints the status
  local path="$1" body="$2"; shift 2
  curl -sS --http2-prior-knowledge -o /dev/null -w '%{http_code}' \
    -H "authorization: bearer $jwt" -H "apns-push-type: liveactivity" "$@" \
    --data "$body" "http://127.0.0.1:$port$path"
}
topic=(-H "apns-topic: com.example.pizza.push-type.liveactivity")

open_preview
ok "the preview listens, port $port on its screen"
screen | grep -qF "delivery update token $token" || fail "the update token is not on the screen"
ok "the screen shows delivery's update token"

sent=$(date +%s%N)
[ "$(post "/3/device/$token" "{\"aps\":{\"timestamp\":$now,\"event\":\"update\",$(state onTheWay 3 17)}}" "${topic[@]}")" = 200 ] || fail "update: not 200"
waitfor "17 min"
seen=$(date +%s%N)
ok "an update is drawn (17 min), $(( (seen - sent) / 1000000 )) ms from curl to the screen seen by polling tmux"
screen | grep -q "200 applied update delivery" || fail "no log line for the update"
ok "its log line is in the preview's log area"

# Hostile input: HTTP/1, garbage, a 10 MB body. Answered or closed, one log line each,
# the screen intact, and the server still serving.
exec 3<>"/dev/tcp/127.0.0.1/$port"; printf 'GET / HTTP/1.1\r\nHost: x\r\n\r\n' >&3; timeout 2 cat <&3 >/dev/null || true; exec 3>&-
exec 3<>"/dev/tcp/127.0.0.1/$port"; head -c 3000 /dev/urandom >&3 || true; exec 3>&-
big="$(head -c 10000000 /dev/zero | curl -sS --http2-prior-knowledge -o /dev/null -w '%{http_code}' \
  -H "authorization: bearer $jwt" -H "apns-push-type: liveactivity" "${topic[@]}" --data-binary @- \
  "http://127.0.0.1:$port/3/device/$token" || true)"
[ "$big" = 413 ] || fail "a 10 MB body: $big, expected 413"
waitfor "413 PayloadTooLarge"
if screen | grep -qa "HTTP/1.1"; then fail "raw HTTP/1 text reached the screen"; fi
screen | head -1 | grep -q "Glimpse · delivery" || fail "the status line is gone after hostile input"
ok "HTTP/1, 3000 bytes of garbage, a 10 MB body (413): the screen intact, the log in its area"

[ "$(post "/3/device/$token" "{\"aps\":{\"timestamp\":$((now - 100)),\"event\":\"update\",$(state onTheWay 3 5)}}" "${topic[@]}")" = 200 ] || fail "old update: not 200"
waitfor "delivery dropped a push: aps.timestamp: expected a timestamp after"
screen | grep -q "200 dropped update delivery: aps.timestamp" || fail "no dropped log line"
ok "a push the device drops: 200, shown as dropped with validate's reason"

[ "$(post "/" "{\"aps\":{\"timestamp\":$((now + 1)),\"event\":\"update\",$(state onTheWay 3 16)}}" -H "apns-channel-id: $channel")" = 404 ] || fail "a broadcast to / should be 404 BadPath"
[ "$(post "/4/broadcasts/apps/com.example.pizza" "{\"aps\":{\"timestamp\":$((now + 2)),\"event\":\"update\",$(state onTheWay 3 16)}}" -H "apns-channel-id: $channel")" = 200 ] || fail "broadcast: not 200"
waitfor "16 min"
screen | grep -q "200 applied update channel $channel delivery" || fail "no broadcast log line"
ok "a broadcast on --channel $channel updates delivery, subscribed to it (16 min)"
[ "$(post "/4/broadcasts/apps/com.example.pizza" "{\"aps\":{\"timestamp\":$((now + 3)),\"event\":\"start\",\"attributes-type\":\"DeliveryAttributes\",\"attributes\":{\"orderNumber\":\"1\",\"restaurantName\":\"X\",\"estimatedDeliveryTime\":817641900},\"alert\":{\"title\":\"a\",\"body\":\"b\"},$(state preparing 1 30)}}" -H "apns-channel-id: $channel")" = 200 ] || fail "start on a channel: not 200"
waitfor 'dropped a push: aps.event: expected "update" or "end" on a channel, found "start"'
ok "a start on the channel: accepted (200), dropped by the device, the reason on the screen"

[ "$(post "/3/device/$token" "{\"aps\":{\"timestamp\":$((now + 4)),\"event\":\"end\",\"dismissal-date\":$((now + 3600)),$(state delivered 4 0)}}" "${topic[@]}")" = 200 ] || fail "end: not 200"
waitfor "ended, gone in"
ok "an end with a dismissal date: ended, gone in ... on the status line"

[ "$(post "/3/device/$start_token" "{\"aps\":{\"timestamp\":$((now + 5)),\"event\":\"start\",\"attributes-type\":\"DeliveryAttributes\",\"attributes\":{\"orderNumber\":\"9001\",\"restaurantName\":\"Tacos\",\"estimatedDeliveryTime\":817641900},\"alert\":{\"title\":\"Order confirmed\",\"body\":\"Cooking\"},$(state preparing 1 30)}}" "${topic[@]}")" = 200 ] || fail "push-to-start: not 200"
waitfor "delivery#2 started by a push-to-start"
tmx send-keys -t preview Tab
waitfor "Glimpse · delivery#2"
waitfor "Tacos"
ok "a push-to-start starts delivery#2; Tab shows it (Tacos)"

tmx send-keys -t preview t
waitfor "wrote delivery#2's update push token to $work/token"
[ "$(cat "$work/token")" = "$(sha "glimpse update token delivery#2")" ] || fail "the token file holds $(cat "$work/token")"
ok "t writes the update token of the activity in view to the file the status line names"

if screen | grep -q '{"time"'; then fail "a raw JSON log line reached the terminal"; fi
tmx send-keys -t preview q
for _ in $(seq 1 200); do [ -s "$work/stty-after" ] && break; sleep 0.05; done
[ "$(cat "$work/exit")" = 0 ] || fail "q: exit status $(cat "$work/exit")"
diff "$work/stty-before" "$work/stty-after" >/dev/null || fail "stty -a differs after q: $(diff "$work/stty-before" "$work/stty-after")"
ok "q: exit 0, stty -a as before"
summary="$(screen | grep 'request to frame' || true)"
[ -n "$summary" ] || fail "no request-to-frame line after q"
ok "${summary#preview --apns: }"
if screen | grep -q '{"time"'; then fail "a raw JSON log line reached the terminal after q"; fi

open_preview
pid="$(pgrep -n -f -- "--token-file $work/token" || true)"
[ -n "$pid" ] || fail "no preview process"
kill -TERM "$pid"
for _ in $(seq 1 200); do [ -s "$work/stty-after" ] && break; sleep 0.05; done
[ "$(cat "$work/exit")" = 143 ] || fail "SIGTERM: exit status $(cat "$work/exit")"
diff "$work/stty-before" "$work/stty-after" >/dev/null || fail "stty -a differs after SIGTERM"
ok "SIGTERM: exit 143, stty -a as before"

# The app's own code (glimpse-token-fixture) requested courier's activity with pushType
# .token before the preview began, and registered the token pushTokenUpdates yielded:
# the activity joins the preview (courier#2), and a push to that token is drawn.
fixture="$(dirname "$glimpse")/glimpse-token-fixture"
if [ ! -x "$fixture" ]; then
  case "$glimpse" in */release/*) config=release ;; *) config=debug ;; esac
  swift build -c "$config" --product glimpse-token-fixture >"$work/fixture-build.log" 2>&1 \
    || fail "glimpse-token-fixture did not build: $(tail -3 "$work/fixture-build.log")"
fi
tmx kill-session -t preview 2>/dev/null || true
tmx new-session -d -s preview -x 120 -y 34 \
  "GLIMPSE_FIXTURE_TOKEN_FILE=$work/app-token $fixture preview courier --apns --no-tls --listen 127.0.0.1:0; sleep 600"
waitfor "courier#2 started by the app (Activity.request)"
port="$(screen | grep -o 'APNs 127.0.0.1:[0-9]*' | head -1 | cut -d: -f2)"
app_token="$(cat "$work/app-token")"
[ ${#app_token} -eq 64 ] || fail "the app registered no token: '$app_token'"
# At once: the request is stamped a second before its adoption, so a push stamped with the
# same whole second is newer (RequestedActivityTokenTests pins it).
[ "$(post "/3/device/$app_token" "{\"aps\":{\"timestamp\":$(date +%s),\"event\":\"update\",\"content-state\":{\"stopsAway\":3}}}" "${topic[@]}")" = 200 ] \
  || fail "a push to the app's token: not 200"
tmx send-keys -t preview Tab
waitfor "Glimpse · courier#2"
waitfor "3 stops away"
ok "an activity the app requested (pushType .token) joins the preview; a push to the token it registered is drawn"
tmx send-keys -t preview q

echo "apns-preview-end-to-end: $checks checks passed"
