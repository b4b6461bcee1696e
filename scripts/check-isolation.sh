#!/usr/bin/env bash
# Checks UIKit's isolation as Apple's Objective-C imports have it (`@preconcurrency @MainActor`): code that
# touches views from nonisolated functions (scripts/isolation/NonisolatedUIKitUse.swift) type-checks in Swift 5
# mode without a diagnostic, and in Swift 6 mode gets one diagnostic per `// expect:` line and, with warnings as
# errors, does not compile. Swift 6.2 and later report such uses of `@preconcurrency` declarations as warnings
# even in Swift 6 mode (for Apple's imports too), so a strict client is one that builds with zero warnings.
#
# Also runs scripts/isolation/check-members.py (a compiler bug's workaround: see there).
#
# Reuses the debug build (run after `swift build`; scripts/test.sh does); a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
if [[ ! -f "$modules/UIKit.swiftmodule" ]]; then swift build --target UIKit; fi
fixture=scripts/isolation/NonisolatedUIKitUse.swift
flags=(-typecheck -target "$(uname -m)-unknown-linux-gnu" -I "$modules")
for module in Sources/C*/; do flags+=(-I "$module"); done
for flag in $(pkg-config --cflags-only-I cairo pangocairo sdl2 libturbojpeg); do flags+=(-Xcc "$flag"); done
fail() { echo "check-isolation: $*" >&2; exit 1; }

# Members with @MainActor/@Sendable function types carry their own @preconcurrency (see the script's comment).
python3 scripts/isolation/check-members.py || fail "add @preconcurrency to the members listed above"

swift5="$(swiftc "${flags[@]}" -swift-version 5 "$fixture" 2>&1)" || fail "Swift 5 mode rejects $fixture:"$'\n'"$swift5"
[[ -z "$swift5" ]] || fail "Swift 5 mode diagnoses $fixture (Apple's imports do not):"$'\n'"$swift5"

swift6="$(swiftc "${flags[@]}" -swift-version 6 "$fixture" 2>&1 || true)"
expected=0
while IFS= read -r line; do
    number="${line%%:*}"
    what="${line#*// expect: }"
    expected=$((expected + 1))
    grep -q "^$fixture:$number:[0-9]*: \(warning\|error\): .*main actor-isolated $what" <<<"$swift6" \
        || fail "Swift 6 mode does not diagnose line $number ($what):"$'\n'"$swift6"
done < <(grep -n "// expect: " "$fixture")
if swiftc "${flags[@]}" -swift-version 6 -warnings-as-errors "$fixture" >/dev/null 2>&1; then
    fail "Swift 6 mode with warnings as errors accepts $fixture"
fi
echo "check-isolation: Swift 5 mode accepts nonisolated UIKit use silently; Swift 6 mode diagnoses all $expected uses"
