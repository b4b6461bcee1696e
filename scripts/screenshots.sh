#!/usr/bin/env bash
# Regenerates the README's screenshots (docs/screenshots/*.png) from the current Gallery: every scene is
# rendered headless to PNG (scale 1; the foundation scene at scale 2), then the pictures are put side by
# side into the composites the README shows. Composing uses Pillow in a temporary venv (needs PyPI).
#
#     scripts/screenshots.sh            # writes docs/screenshots/*.png
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product Gallery
gallery="$(swift build -c release --show-bin-path)/Gallery"
"$gallery" --png "$work/1x" --scale 1 >/dev/null
"$gallery" --png "$work/2x" --scale 2 --scene foundation >/dev/null

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q pillow
"$work/venv/bin/python" - "$work" docs/screenshots <<'PYTHON'
import sys
from PIL import Image

work, out = sys.argv[1], sys.argv[2]
# Each composite: its scenes, left to right (Gallery scene names, scale-1 PNGs of 390 x 844 points).
composites = {
    "events-scroll": ["seed004-tracking-control", "controls", "seed001-scroll"],
    "collections-lists": ["seed000-collection", "photos", "seed003-list", "settings"],
    "swipe-reorder": ["swipe-actions", "reorder-list"],
    "photos-compositing-symbols": ["photo-viewer", "compositing", "symbols"],
    "animator-focus": ["animator-scrub", "focus-prefetch"],
    "tables-autolayout": ["table-settings", "table-contacts", "table-mail", "autolayout"],
    "navigation-presentation": ["navigation", "presentation-sheet", "presentation-alert", "tab-bar"],
    "text-traits": ["text-input", "settings-dark", "dynamic-type", "right-to-left"],
}
for name, scenes in composites.items():
    pictures = [Image.open(f"{work}/1x/{scene}.png").convert("RGB") for scene in scenes]
    sheet = Image.new("RGB", (sum(p.width for p in pictures), max(p.height for p in pictures)), "white")
    x = 0
    for picture in pictures:
        sheet.paste(picture, (x, 0))
        x += picture.width
    sheet.save(f"{out}/{name}.png", optimize=True)
    print(f"wrote {out}/{name}.png ({', '.join(scenes)})")
Image.open(f"{work}/2x/foundation.png").convert("RGB").save(f"{out}/foundation.png", optimize=True)
print(f"wrote {out}/foundation.png (foundation, scale 2)")
PYTHON
