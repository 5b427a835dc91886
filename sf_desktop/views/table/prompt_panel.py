"""The prompt on the table: who is to do what now, or a suggested move's sentence, in a dark
panel above the tray. The title keeps the table's text size; the hint has the rest of the
panel (the layout gives it three lines), a little smaller if it must (a suggested move's
sentence down to the readable minimum), and is shortened with an ellipsis, whole in the
panel's tooltip, when even that is not enough.

The words come from :mod:`words.prompts`; the scene says when they change. While the discard
token may be spent, its two buttons stand in the panel in place of the hint's line
(:meth:`layout.TableLayout.spend_button_rect`).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF

from ..look import theme
from .furniture import PanelItem, RichTextItem, TextScene

HINT_SHRINK = 0.8  # the least share of its size a long hint may shrink to before it is shortened


class PromptPanel:
    """The panel, its title and its hint, each an item of the table's scene."""

    def __init__(self, scene: TextScene) -> None:
        self.scene = scene
        self.rect = QRectF()
        self.spend_h = 40.0
        self.title_h = 36.0
        self.panel = PanelItem(QRectF(), fill=theme.PANEL_DARK)
        self.title = RichTextItem(100, 24)
        self.hint = RichTextItem(100, 17)
        self.hint.setDefaultTextColor(theme.INK_DIM)
        self._said: tuple[str, str, str, bool] = ("", "", "", False)
        for item in (self.panel, self.title, self.hint):
            scene.addItem(item)

    def place(self, rect: QRectF, spend_h: float, title_h: float = 36.0) -> None:
        """Stand at ``rect`` with room for the spend buttons ``spend_h`` high and a title
        ``title_h`` high (the layout)."""
        self.rect, self.spend_h, self.title_h = QRectF(rect), spend_h, title_h
        self.panel.set_rect(rect)
        self.restyle()

    @property
    def text_width(self) -> float:
        return self.rect.width() - 24

    def restyle(self) -> None:
        """Take the table's text size anew."""
        self.say(*self._said)

    def say(self, title: str, hint: str, suggestion: str = "", buttons: bool = False) -> None:
        """Show ``title`` over ``hint`` (plain words); a suggestion's sentence takes the hint's
        place, or the title's when the spend ``buttons`` take the hint's."""
        self._said = (title, hint, suggestion, buttons)
        scale = self.scene.text
        for item in (self.title, self.hint):
            item.setTextWidth(self.text_width)
        buttons_h = self.spend_h + 6 if buttons else 0.0
        room = self.rect.height() - 8 - buttons_h
        least = self._least(self.hint.design_size)
        colour = theme.HINT.name()
        if suggestion and buttons:  # the sentence stands in the title's place, over the buttons
            self._fit(self.title, suggestion, colour, bold=False, room=room, least=scale.floor)
            self.hint.setHtml("")
            shown, whole = self.title.toPlainText(), suggestion
        else:
            # The title keeps its size: only a title longer than the lines the layout gives it gets
            # smaller (not below the hint's size); the hint has the room under it.
            title_room = room if buttons or not (suggestion or hint) else self.title_h + 2
            self._fit(
                self.title, title, "", bold=True, room=title_room, least=scale.size(self.hint.design_size)
            )
            under = room - (self.title.boundingRect().height() - 4)
            hint = "" if buttons else (suggestion or hint)
            if suggestion:  # what the person asked for: as small as readable before it is shortened
                least = scale.floor
            self._fit(self.hint, hint, colour if suggestion else "", bold=False, room=under, least=least)
            shown, whole = self.hint.toPlainText(), hint
        self.panel.setToolTip(whole if shown != whole else "")
        self.title.setPos(self.rect.x() + 10, self.rect.y() + 2)
        self.hint.setPos(self.rect.x() + 10, self.title.y() + self.title.boundingRect().height() - 4)

    def _least(self, design: float) -> float:
        """The least size words designed at ``design`` may shrink to in the panel."""
        scale = self.scene.text
        size = scale.size(design)
        return max(scale.floor, min(size, round(size * HINT_SHRINK * 2) / 2))

    def _fit(
        self, item: RichTextItem, text: str, colour: str, *, bold: bool, room: float, least: float
    ) -> None:
        """``text`` in ``item`` within ``room`` of height: at the table's text size if it fits,
        a little smaller if it must (not below ``least``), and then shortened by whole words
        with an ellipsis. The audits hear what had to be shortened."""
        size = self.scene.text.size(item.design_size)
        while True:
            item.setFont(theme.font(size, bold))
            item.setHtml(_html(text, colour, bold))
            if not text or item.boundingRect().height() <= room or size <= least:
                break
            size = max(least, size - 0.5)
        needed = item.boundingRect().height() if text else 0.0
        words, cut = text.split(), len(text.split())
        while item.boundingRect().height() > room and cut > 1:
            cut -= 1
            item.setHtml(_html(" ".join(words[:cut]).rstrip(",;:.") + "…", colour, bold))
        theme.audit(text, needed, room, item.design_size, item.font().pixelSize())


def _html(text: str, colour: str = "", bold: bool = False) -> str:
    """Plain words as the panel's rich text: bold for a title, in ``colour`` for a suggestion."""
    html = escape(text)
    if bold:
        html = f"<b>{html}</b>"
    if colour:
        html = f"<span style='color:{colour}'>{html}</span>"
    return html
