#!/bin/bash
# The peak-memory runs of BENCHMARKS.md ("Peak memory"), one line each:
#   bash docs/peak-memory/run-all.sh .build/release/glimpse
# Writes the big inputs under a new temporary folder (removed at the end); needs python3,
# /usr/bin/time and swiftc (for the list of locales).
set -e
G=$(realpath "$1"); HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
swiftc -O "$HERE/locales.swift" -o "$T/locales" 2>/dev/null
I=$(python3 "$HERE/make-inputs.py" "$T/inputs")
L200=$("$T/locales" 200); L32=$("$T/locales" 32)
P=none,accented,double,bidi,bounded
run() { name=$1; shift; echo -n "$name: "; python3 "$HERE/peak.py" "$T/$name" -- "$@" || true; rm -f "$T/$name"; }
run density-1.5M-text "$G" density delivery --locales "$L200" --pseudo $P --dynamic-type xSmall...AX5
run density-200k-text "$G" density delivery --locales "$L32" --pseudo $P --dynamic-type xSmall...AX3
run density-200k-json "$G" density delivery --locales "$L32" --pseudo $P --dynamic-type xSmall...AX3 --format json
run density-200k-html "$G" density delivery --locales "$L32" --pseudo $P --dynamic-type xSmall...AX3 --format html
run xcstrings-16MB "$G" render delivery --strings "$I/strings/Localizable.xcstrings" --locale de_DE
run catalog-60MB "$G" render delivery --assets "$I/catalog-60mb"
run catalog-200k "$G" render delivery --assets "$I/catalog-200k"
run catalog-bound "$G" render delivery --assets "$I/catalog-bound"
