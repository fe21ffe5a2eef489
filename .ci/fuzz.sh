#!/usr/bin/env bash
# Fuzzes the states-file reader, the push payload reader and validator, and the command
# line (Tests/GlimpseFuzz) with libFuzzer, which ships with the toolchain, for a bounded time:
# `.ci/fuzz.sh [SECONDS]` (default 60).
# Seeds: every demo states file and payload sequence, the seeds' payloads, states and payloads
# for the fuzzer's own activity, a few command lines. Fails on a crash, a hang of more
# than 60 s on one input, or more than 2 GB of memory; the input that did it is kept in
# .build/fuzz/artifacts/ (replay it with `swift run glimpse-fuzz FILE`).
# The manifest stays free of unsafe flags: the sanitizer is passed here.
# The debug configuration (CI_FUZZ_CONFIGURATION=release for the optimized one): every module
# is instrumented either way, and the debug build took 127 processor seconds where the plain
# release build takes 214 (the sanitized one more), which in .ci/run's parallel lanes was most
# of this lane; debug code also keeps its assertions and preconditions, so a broken invariant
# traps here. Inputs run slower (the slowest seed: 3.0 processor seconds debug, 1.7 release;
# 1,769 inputs in 45 s at load average 7); the number run is printed
# (stat::number_of_executed_units).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
configuration="${CI_FUZZ_CONFIGURATION:-debug}"
scratch=.build/fuzz
# Linked by lld: gold stops with an internal error (dwarf_reader.cc) linking the #Preview macro
# plugin, which -Xswiftc builds with the sanitizer too. That plugin's `main` is its own, so
# libFuzzer's `main`, which calls LLVMFuzzerTestOneInput, must be dropped as unused
# (--gc-sections, which a release build passes already) or the link fails for want of it.
# (`swift build --sanitize fuzzer` instead parses the plugin's main.swift as a library.)
# A hang is an input still running after 60 s of wall time (libFuzzer's -timeout): generous,
# because the slowest seed takes 2-3 processor seconds and a loaded machine gives this
# process a fraction of a processor (with -timeout=10 a seed once "hung" for 129 s at load
# average 13 in the release build, where it takes 1.7 s alone).
flags=(-c "$configuration" --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer
  -Xswiftc -DGLIMPSE_FUZZING -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld -Xlinker --gc-sections)
echo "fuzz: building glimpse-fuzz ($configuration) with libFuzzer"
swift build "${flags[@]}" --product glimpse-fuzz
binary="$(swift build "${flags[@]}" --show-bin-path)/glimpse-fuzz"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
corpus="$work/corpus"
artifacts="$PWD/$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"
for file in Sources/GlimpseDemos/States/*.json; do
  name="$(basename "$file" .json)"
  { printf 'S%s\n' "$name"; cat "$file"; } >"$corpus/states-$name"
done
for file in Sources/GlimpseDemos/Payloads/*.json; do
  name="$(basename "$file" .json)"
  { printf 'P%s\n' "$name"; cat "$file"; } >"$corpus/payloads-$name"
done
for file in Tests/GlimpseActivityTests/Fixtures/Payloads/seed-000-*.json; do
  { printf 'Pdelivery\n'; cat "$file"; } >"$corpus/$(basename "$file" .json)"
done
for file in Tests/GlimpseActivityTests/Fixtures/Payloads/seed-001-*.json; do
  { printf 'Pservice-visit\n'; cat "$file"; } >"$corpus/$(basename "$file" .json)"
done
fuzzState='{"title": "Title", "lines": ["a"], "count": 2, "progress": 0.5, "end": 817640000, "points": 14}'
printf 'Q[{"headers": {"apns-push-type": "liveactivity", "apns-topic": "a.push-type.liveactivity"}, "payload": {"aps": {"timestamp": 1795946400, "event": "start", "attributes-type": "FuzzAttributes", "attributes": {"name": "Fuzz"}, "alert": {"title": "t", "body": "b"}, "content-state": %s, "stale-date": 1795946700}}}, {"aps": {"timestamp": 1795946300, "event": "update", "content-state": %s}}, {"aps": {"timestamp": 1795946600, "event": "end", "dismissal-date": 1795950000, "content-state": %s}}]' \
  "$fuzzState" "$fuzzState" "$fuzzState" >"$corpus/payloads-fuzz"
printf 'Q{"aps": {"timestamp": 1795946400, "event": "update", "content-state": %s}}\n{"aps": {"timestamp": 1795946460, "event": "end"}}\n' \
  "$fuzzState" >"$corpus/payloads-fuzz-lines"
# Shapes that once trapped or escaped: dates and scores past any Int, suite names like paths.
printf 'Q[{"defaults": {"../victimdir/important": {"k": 1}, "group.ok": {"k": 2}}, "payload": {"aps": {"timestamp": 1795946400, "event": "start", "relevance-score": 1e19, "attributes-type": "FuzzAttributes", "attributes": {"name": "Fuzz"}, "alert": {"title": "t", "body": "b"}, "content-state": {"title": "T", "lines": [], "count": 1, "progress": 1e300, "end": 1e300, "points": 1}, "stale-date": 1e300}}}, {"aps": {"timestamp": 1795946500, "event": "update", "relevance-score": -1e300, "content-state": {"title": "T", "lines": [], "count": 1, "progress": 0, "end": -1e300, "points": 1}}}]' \
  >"$corpus/payloads-huge"
printf 'Ptimer\n{"aps": {"timestamp": 1795946400, "event": "start", "attributes-type": "TimerAttributes", "attributes": {"timerName": "P"}, "alert": {"title": "t", "body": "b"}, "content-state": {"startTime": 1e300, "endTime": -1e19}}}' \
  >"$corpus/payloads-timer-huge"
fuzz() { printf 'F%s' "$1" >"$corpus/fuzz-$2"; }
fuzz '{"states": [{"relevance": 1e19, "defaults": {"../x/y": {"k": 1}, "/etc/z": {"k": 2}}, "state": {"title": "T", "lines": [], "count": 1, "progress": 0.5, "end": 1e300, "points": 1}}]}' huge
fuzz '{"states": [{"name": "one", "staleAfter": 60, "state": {"title": "Title", "lines": ["a", "b"], "count": 2, "progress": 0.5, "end": 817640000, "points": 14}}, {"at": 300, "alert": {"title": "t", "body": "b"}, "state": {"title": "Second state with a longer title", "lines": [], "count": 0, "progress": 1.5, "end": 817639000, "points": -3}}]}' two
fuzz '[{"title": "\u001b]0;x\u0007", "lines": ["\u202e", "字字字"], "count": -1, "progress": -1e300, "end": 1e300, "points": 1e308}]' extremes
# Arguments separated by NUL bytes (written \000, so that a digit after one stays a digit).
seed() { printf "A$1" >"$corpus/arguments-$2"; }
seed 'render\000delivery\000--timeline\000--at\000+25m' timeline
seed 'render\000timer\000--state\0002\000--at\0002026-11-29T10:11:30Z\000--presentation\000compact' at
seed 'render\000delivery\000--with\000timer\000--width\00060\000--ascii\000--color\000always' with
seed 'render\000ride\000--device\000watch-45\000--theme\000light\000--locale\000de_DE\000--time-zone\000Europe_Paris' device
seed 'list\000--help' list
seed 'preview\000delivery\000--states\000-' preview
seed 'validate\000--activity\000delivery\000--format\000json\000missing.json' validate
seed 'render\000delivery\000--timeline\000--explain' explain

echo "fuzz: running for ${seconds} s"
status=0
log="$PWD/$scratch/last-run.log"
# libFuzzer, not the Swift runtime's backtracer, must catch a trap: it saves the input.
(cd "$work" && SWIFT_BACKTRACE=enable=no "$binary" "$corpus" -max_total_time="$seconds" \
  -timeout=60 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
  -artifact_prefix="$artifacts/") >"$log" 2>&1 || status=$?
grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)' "$log" || true
if [ "$status" -ne 0 ]; then
  echo "fuzz: FAILED (exit status $status); the end of the log ($log):" >&2
  grep -v '^#[0-9]' "$log" | tail -n 40 >&2
  echo "fuzz: the input is in $artifacts/" >&2
  exit 1
fi
echo "fuzz: passed"
