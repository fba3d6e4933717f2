"""Render the application icon's PNG sizes from its SVG, with Qt's own SVG renderer.

Run after changing the SVG: ``.venv/bin/python packaging/render_icons.py``. The PNGs land
in ``resources/icons/app/<N>x<N>/`` so the folder maps one-to-one onto a freedesktop
``hicolor`` icon theme. It also packs them into ``packaging/windows/verifier-app.ico`` and
``packaging/macos/verifier-app.icns`` (both formats hold PNGs as they are), so Windows and
macOS builds need no icon tool.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is imported

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

APP_ID = "io.github.sealedbeforetheopen.Verifier"
SIZES = (16, 32, 48, 64, 128, 256, 512)
PACKAGING = Path(__file__).resolve().parent
ICON_DIR = PACKAGING.parent / "resources" / "icons" / "app"
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# ICNS chunk types holding PNG data, by pixel size (several types share a size: @2x).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("ic11", 32), ("icp6", 64), ("ic12", 64),
              ("ic07", 128), ("ic08", 256), ("ic13", 256), ("ic09", 512), ("ic14", 512))


def render(svg: Path, size: int, dest: Path) -> None:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    dest.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(dest), "PNG"):
        raise SystemExit(f"could not write {dest}")


def png(size: int) -> bytes:
    return (ICON_DIR / f"{size}x{size}" / f"{APP_ID}.png").read_bytes()


def write_ico(dest: Path) -> None:
    """Windows icon: a directory of PNG images (Vista and later read PNG entries)."""
    images = [png(size) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, image in zip(ICO_SIZES, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset)
        offset += len(image)
        data += image
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(header + entries + data)


def write_icns(dest: Path) -> None:
    """macOS icon: typed chunks, each a PNG, after an 'icns' header with the total size."""
    chunks = b"".join(kind.encode() + struct.pack(">I", 8 + len(png(size))) + png(size)
                      for kind, size in ICNS_TYPES)
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = ICON_DIR / "scalable" / f"{APP_ID}.svg"
    for size in SIZES:
        render(svg, size, ICON_DIR / f"{size}x{size}" / f"{APP_ID}.png")
        print(f"{size}x{size}")
    write_ico(PACKAGING / "windows" / "verifier-app.ico")
    write_icns(PACKAGING / "macos" / "verifier-app.icns")
    print("verifier-app.ico, verifier-app.icns")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
