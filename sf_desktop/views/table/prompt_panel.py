"""The prompt on the table: who is to do what now, or a suggested move's sentence, in a dark
panel above the tray, fitted to it (smaller if it must, never below the readable minimum).

The words come from :mod:`words.prompts`; the scene says when they change. While the discard
token may be spent, its two buttons stand in the panel in place of the hint's line
(:func:`spend_button_rect`).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from ..look import theme
from . import layout
from .furniture import PanelItem, RichTextItem

SPEND_W = (layout.PROMPT_RECT.width() - 26) / 2
SPEND_H = 40.0
TEXT_WIDTH = layout.PROMPT_RECT.width() - 24


def spend_button_rect(n: int) -> QRectF:
    """Where the button that discards ``n`` contracts stands: side by side at the panel's foot,
    wide enough for their words in every language."""
    rect = layout.PROMPT_RECT
    return QRectF(rect.x() + 8 + (n - 1) * (SPEND_W + 10), rect.bottom() - SPEND_H - 6, SPEND_W, SPEND_H)


class PromptPanel:
    """The panel, its title and its hint, each an item of the table's scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        rect = layout.PROMPT_RECT
        self.panel = PanelItem(rect, fill=theme.PANEL_DARK)
        self.title = RichTextItem(TEXT_WIDTH, 24)
        self.title.setPos(rect.x() + 10, rect.y() + 4)
        self.hint = RichTextItem(TEXT_WIDTH, 17)
        self.hint.setPos(rect.x() + 10, rect.y() + 40)
        self.hint.setDefaultTextColor(theme.INK_DIM)
        for item in (self.panel, self.title, self.hint):
            scene.addItem(item)

    def restyle(self) -> None:
        """Take the table's text size anew."""
        self.title.restyle()
        self.hint.restyle()

    def say(self, title: str, hint: str, suggestion: str = "", buttons: bool = False) -> None:
        """Show ``title`` over ``hint`` (rich text); a suggestion's sentence takes the hint's
        line, or the title's when the spend ``buttons`` take the second line."""
        if suggestion:
            said = f"<span style='color:{theme.HINT.name()}'>{escape(suggestion)}</span>"
            if buttons:
                title = said
            else:
                title, hint = f"<b>{title}</b>", said
        else:
            title = f"<b>{title}</b>"
        self.title.setHtml(title)
        self.hint.setHtml("" if buttons else hint)  # the spend buttons take its place
        self.title.setTextWidth(TEXT_WIDTH)
        self.hint.setTextWidth(TEXT_WIDTH)
        self._fit(buttons)

    def _fit(self, buttons: bool) -> None:
        """Title and hint one under the other in the panel: at the table's text size if they
        fit, else smaller, but never below the readable minimum."""
        title, hint = self.title, self.hint
        room = layout.PROMPT_RECT.height() - 8
        if buttons:
            room -= SPEND_H + 6
        floor = theme.text_size(0)
        big, small = theme.text_size(title.design_size), theme.text_size(hint.design_size)
        while True:
            title.setFont(theme.font(big))
            hint.setFont(theme.font(small))
            needed = title.boundingRect().height() + (
                hint.boundingRect().height() if hint.toPlainText() else 0
            )
            if needed <= room or (big <= floor and small <= floor):
                break
            big, small = max(floor, big - 1), max(floor, small - 0.5)
        if theme.text_audit is not None:
            theme.text_audit.append((title.toPlainText() + " / " + hint.toPlainText(), needed, room))
        title.setPos(layout.PROMPT_RECT.x() + 10, layout.PROMPT_RECT.y() + 2)
        hint.setPos(layout.PROMPT_RECT.x() + 10, title.y() + title.boundingRect().height() - 4)
