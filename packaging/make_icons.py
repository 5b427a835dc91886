"""Make every app icon the three systems need from the one vector source.

    python packaging/make_icons.py [OUT_DIR]      (default: build/icons)

Writes ``app.ico`` (Windows), ``app.icns`` (macOS), and ``app-<size>.png`` for Linux, all
rendered by Qt from ``sf_desktop/resources/icons/app.svg``. Qt's own ICO and ICNS writers
store a single size, so the containers are packed here (both formats are a small header
followed by PNG images).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QGuiApplication, QImage

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sf_desktop.views.look.app_icon import icon_renderer, render_square  # noqa: E402

LINUX_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types reuse a bigger render).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def pack_ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def pack_icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "build" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (Qt needs one)
    renderer = icon_renderer()
    if not renderer.isValid():
        print("cannot read sf_desktop/resources/icons/app.svg", file=sys.stderr)
        return 1
    sizes = sorted(set(LINUX_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {size: png_bytes(render_square(renderer, size)) for size in sizes}
    for size in LINUX_SIZES:
        (out / f"app-{size}.png").write_bytes(pngs[size])
    (out / "app.ico").write_bytes(pack_ico({s: pngs[s] for s in ICO_SIZES}))
    (out / "app.icns").write_bytes(pack_icns(pngs))
    print(f"icons written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
