#!/usr/bin/env bash
# Fails (listing them) when an open class of UIKit, QuartzCore or CoreGraphics has a member a subclass cannot
# override: a `public` (not `open`), `static` or `final` member, or one declared in an extension, that is not
# on scripts/overridable-allowlist.txt. Apple's Objective-C classes import every member as overridable.
#
# Reuses the debug build: run after `swift build` (scripts/test.sh does); it builds first only when the
# modules are missing. Reads the modules' symbol graphs with `swift symbolgraph-extract` (a few seconds).
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
if [[ ! -f "$modules/UIKit.swiftmodule" ]]; then swift build --target UIKit; fi
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
includes=(-I "$modules")
for module in Sources/C*/; do includes+=(-I "$module"); done
for flag in $(pkg-config --cflags-only-I cairo pangocairo sdl2 libturbojpeg); do includes+=(-Xcc "$flag"); done
for module in UIKit QuartzCore CoreGraphics; do
    swift symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
        "${includes[@]}" -minimum-access-level public -output-dir "$graphs" >/dev/null
done
python3 scripts/check-overridable.py "$graphs" scripts/overridable-allowlist.txt
echo "check-overridable: every member of UIKit's, QuartzCore's and CoreGraphics's open classes is overridable (or allowed)"
