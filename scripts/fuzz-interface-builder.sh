#!/usr/bin/env bash
# Fuzzes the XIB and storyboard reader (Sources/InterfaceBuilder) with libFuzzer for a while (default 600
# seconds), starting from the test corpus of Xcode-style documents. A crash, a hang (> 10 s for one input)
# or a leak fails the run; libFuzzer writes the input that caused it into the work folder.
#
#     scripts/fuzz-interface-builder.sh [SECONDS]
#
# Uses a build folder of its own (.build-fuzz) so the sanitizer build does not disturb the normal one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
work="${FUZZ_WORK:-.build-fuzz/work}"
mkdir -p "$work/corpus"
cp Tests/InterfaceBuilderTests/Documents/* "$work/corpus/"
swift build -c release --scratch-path .build-fuzz --product InterfaceBuilderFuzzer -sanitize=fuzzer -Xswiftc -DFUZZING
binary=".build-fuzz/release/InterfaceBuilderFuzzer"
# -dict: XML and Interface Builder tokens so mutations stay close to documents.
dict="$work/ib.dict"
printf '%s\n' '"<"' '">"' '"</"' '"/>"' '"=\""' '"<view"' '"<subviews>"' '"</subviews>"' '"<constraint "' '"<color "' \
    '"key=\""' '"id=\""' '"<rect "' '"<state "' '"<segue "' '"<scene "' '"<objects>"' '"<connections>"' '"<outlet "' \
    '"<userDefinedRuntimeAttribute "' '"multiplier=\""' '"firstAttribute=\""' '"<![CDATA["' '"&amp;"' > "$dict"
"$binary" "$work/corpus" -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$work/" -print_final_stats=1
echo "fuzz-interface-builder: no crash in ${seconds} s"
