#!/usr/bin/env python3
"""Draws the Gallery's bundled photos (Sources/Gallery/Resources/*.jpg): small JPEG scenes, three of them
stored turned with an EXIF orientation tag that turns them upright again, as cameras write them.

Needs Pillow (pip install pillow, e.g. in a temporary venv). Run from the repository root:
    python3 scripts/gallery-photos.py
"""
import math, os
from PIL import Image, ImageDraw, ImageFont

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Sources/Gallery/Resources")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
W, H = 480, 360


def gradient(draw, top, bottom, height, width):
    for y in range(height):
        t = y / max(height - 1, 1)
        draw.line([(0, y), (width, y)], fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))


def label(draw, text, width, height):
    font = ImageFont.truetype(FONT, 22)
    box = draw.textbbox((0, 0), text, font=font)
    x, y = 14, height - (box[3] - box[1]) - 18
    draw.rounded_rectangle([x - 8, y - 6, x + box[2] - box[0] + 8, y + box[3] - box[1] + 10], 8, fill=(0, 0, 0))
    draw.text((x, y - box[1]), text, font=font, fill=(255, 255, 255))


def harbour():
    image = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(image)
    gradient(d, (255, 176, 110), (250, 226, 170), 220, W)
    d.ellipse([330, 60, 410, 140], fill=(255, 240, 200))
    d.rectangle([0, 220, W, H], fill=(40, 90, 140))
    for k in range(8):
        d.line([(0, 232 + k * 16), (W, 228 + k * 16)], fill=(70, 130, 180), width=2)
    for x, h in [(40, 70), (100, 110), (160, 90), (215, 130)]:
        d.rectangle([x, 220 - h, x + 45, 220], fill=(60, 50, 70))
        for wy in range(220 - h + 10, 215, 18):
            d.rectangle([x + 8, wy, x + 16, wy + 8], fill=(255, 220, 120))
            d.rectangle([x + 28, wy, x + 36, wy + 8], fill=(255, 220, 120))
    d.polygon([(300, 250), (420, 250), (400, 275), (318, 275)], fill=(200, 60, 50))
    d.line([(360, 250), (360, 170)], fill=(230, 230, 230), width=4)
    d.polygon([(364, 175), (364, 245), (420, 245)], fill=(245, 245, 240))
    return image


def mountains():
    image = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(image)
    gradient(d, (70, 130, 210), (190, 220, 250), H, W)
    d.polygon([(-20, 300), (140, 90), (300, 300)], fill=(90, 100, 120))
    d.polygon([(110, 130), (140, 90), (172, 132), (150, 124), (132, 138)], fill=(250, 250, 255))
    d.polygon([(160, 300), (330, 60), (520, 300)], fill=(70, 80, 100))
    d.polygon([(290, 116), (330, 60), (372, 118), (345, 108), (318, 124)], fill=(250, 250, 255))
    d.rectangle([0, 290, W, H], fill=(60, 140, 70))
    for x in range(20, W, 46):
        d.polygon([(x, 300), (x + 14, 262), (x + 28, 300)], fill=(30, 90, 40))
    return image


def balloons():
    image = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(image)
    gradient(d, (120, 190, 240), (230, 245, 255), H, W)
    for cx, cy, r, color in [(120, 120, 46, (230, 70, 60)), (250, 90, 34, (250, 190, 40)),
                             (360, 150, 54, (90, 170, 90)), (200, 210, 28, (150, 90, 200))]:
        d.ellipse([cx - r, cy - r * 1.15, cx + r, cy + r * 1.15], fill=color)
        d.line([(cx, cy + r * 1.15), (cx, cy + r * 1.15 + 24)], fill=(90, 70, 50), width=2)
        d.rectangle([cx - 8, cy + r * 1.15 + 24, cx + 8, cy + r * 1.15 + 36], fill=(140, 100, 60))
    d.rectangle([0, 320, W, H], fill=(110, 170, 80))
    return image


def clock():
    image = Image.new("RGB", (W, H), (245, 240, 230))
    d = ImageDraw.Draw(image)
    cx, cy, r = 240, 165, 120
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(255, 255, 255), outline=(40, 40, 40), width=8)
    for k in range(12):
        a = k * math.pi / 6
        d.line([(cx + math.sin(a) * (r - 12), cy - math.cos(a) * (r - 12)),
                (cx + math.sin(a) * (r - 30), cy - math.cos(a) * (r - 30))], fill=(40, 40, 40), width=6)
    d.line([(cx, cy), (cx, cy - 85)], fill=(30, 30, 30), width=8)
    d.line([(cx, cy), (cx + 60, cy)], fill=(30, 30, 30), width=10)
    d.ellipse([cx - 10, cy - 10, cx + 10, cy + 10], fill=(200, 50, 40))
    font = ImageFont.truetype(FONT, 26)
    d.text((cx - 16, cy - r + 34), "12", font=font, fill=(200, 50, 40))
    return image


# name, picture, EXIF orientation (1 up, 3 down, 6 right, 8 left), how the upright picture is stored.
PHOTOS = [
    ("harbour", harbour, 1, None),
    ("mountains", mountains, 6, Image.Transpose.ROTATE_90),    # shown turned 90° clockwise
    ("balloons", balloons, 3, Image.Transpose.ROTATE_180),     # shown turned 180°
    ("clock", clock, 8, Image.Transpose.ROTATE_270),           # shown turned 90° counter-clockwise
]
NAMES = {1: "up", 3: "down", 6: "right", 8: "left"}

for name, draw, orientation, store in PHOTOS:
    upright = draw()
    label(ImageDraw.Draw(upright), f"{name} · EXIF {orientation} (.{NAMES[orientation]})", W, H)
    stored = upright.transpose(store) if store else upright
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored.save(os.path.join(OUT, f"{name}.jpg"), quality=82, exif=exif.tobytes())
    print(f"{name}.jpg  stored {stored.size[0]}x{stored.size[1]}, orientation {orientation}")
