"""The bonus choice in the tray: one tile per bonus kind the person may take, numbered for the
keys, left of the discard box and within the tray at any text size. A low tray (large text)
lends its caption's line to the tiles, the caption giving way while the choice lasts."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QGraphicsScene

from ...model.cards import BonusKind
from ...words.glossary import bonus_name, token_tip
from . import layout
from .items import ChoiceItem, Mark
from .scene_plan import Z_FLYER


def lay_choices(
    scene: QGraphicsScene, table: layout.TableLayout, kinds: Sequence[BonusKind]
) -> tuple[list[ChoiceItem], bool]:
    """The tiles for ``kinds``, added to ``scene``, and whether they take the caption's line."""
    tray = table.tray
    over_caption = tray.height() - table.tray_caption_h - 18 < 120
    top = tray.y() + 8 + (0 if over_caption else table.tray_caption_h)
    high = max(90.0, min(150.0, tray.bottom() - 10 - top))
    room = table.discard.x() - 6 - (tray.x() + 8)  # left of the discard box, in sight
    wide = max(90.0, min(170.0, (room - 8 * (len(kinds) - 1)) / len(kinds)))
    tiles = []
    for i, kind in enumerate(kinds):
        item = ChoiceItem(kind, f"{i + 1}. {bonus_name(kind)}", wide, high)
        item.setToolTip(token_tip(kind))
        item.setPos(tray.x() + 8 + i * (wide + 8), top)
        item.setZValue(Z_FLYER - 2)
        item.setObjectName(f"choice-{kind.name.lower()}")
        item.set_mark(Mark.LEGAL)
        scene.addItem(item)
        tiles.append(item)
    return tiles, over_caption
