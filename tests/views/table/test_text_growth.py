"""200% text enlarges what matters: the prompt, the district names and every count on the table
grow with the text size, in English and Spanish, with 2 and 4 players, on a small and a large
window; nothing is cut, and no two words of a board touch."""

from __future__ import annotations

import itertools
import sys

import pytest
from conftest import ROOT
from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QImage, QPainter, QTextCursor, QTextDocument, QTextDocumentFragment

from sf_desktop.model.actions import DRAW, PUT, TakeColumn
from sf_desktop.model.affordances import NONE
from sf_desktop.model.cards import ROWS
from sf_desktop.model.rules import apply, legal_actions
from sf_desktop.views.look import theme
from sf_desktop.views.table.card_art import CARD_H, CARD_W
from sf_desktop.views.table.log_item import LogItem
from sf_desktop.views.window.main_window import MainWindow
from sf_desktop.words.glossary import district_name

sys.path.insert(0, str(ROOT / "tools"))
from table_positions import RICH_SEEDS, played_record, seats_for

# How much larger each kind of words shows at 200% than at 100%, at least. On a small window
# the words at 100% are already raised to the readable minimum, so they have less to grow.
GROWTH = {(1024, 700): 1.25, (1920, 1080): 1.6}


@pytest.fixture
def window(open_table):
    w = open_table(size=None)
    yield w
    w.aids.scale_actions[1.0].trigger()
    w.aids.language_actions["en"].trigger()


def sizes_by_kind(w: MainWindow) -> tuple[dict[str, float], list]:
    """The smallest size each kind of words is shown at (scene units), and what was cut."""
    theme.size_audit, theme.text_audit = [], []
    try:
        w.scene.refresh_words()
        for item in w.scene.items():
            item.update()
        assert not w.grab().isNull()
        sizes, cut = list(theme.size_audit), list(theme.text_audit)
    finally:
        theme.size_audit = theme.text_audit = None
    names = {district_name(d) for d in range(ROWS)}
    skyscrapers = QCoreApplication.translate("Board", "Skyscrapers left: {0}").split("{0}")[0]
    prompt = w.scene.prompt
    kinds: dict[str, list[float]] = {"prompt title": [prompt.title.font().pixelSize()]}
    if prompt.hint.toPlainText():
        kinds["prompt hint"] = [prompt.hint.font().pixelSize()]
    for text, design, size in sizes:
        kind = None
        if text in names and design == 17:
            kind = "district names"
        elif text.startswith(("×", "Σ")) or text.isdigit():
            kind = "counts"
        elif text.startswith(skyscrapers):
            kind = "skyscrapers left"
        if kind is not None:
            kinds.setdefault(kind, []).append(size)
    return {k: min(v) for k, v in kinds.items()}, [c for c in cut if c[1] > c[2] + 0.5]


def show(qtbot, w: MainWindow, size: tuple[int, int], scale: float) -> None:
    w.aids.scale_actions[scale].trigger()
    w.resize(*size)
    qtbot.waitUntil(lambda: abs(w.scene.text.view - w.view.fit_scale()) < 1e-9 and w.scene.text.ui == scale)
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=5000)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", list(GROWTH))
def test_the_prompt_names_and_counts_grow_with_the_text_size(qtbot, window, language, players, size):
    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.85))
    if language != "en":
        w.aids.language_actions[language].trigger()
    shown = {}
    for scale in (1.0, 2.0):
        show(qtbot, w, size, scale)
        shown[scale], cut = sizes_by_kind(w)
        assert not cut, f"cut at {scale:.0%}: {cut}"
        kinds = {"prompt title", "prompt hint", "district names", "counts", "skyscrapers left"}
        assert set(shown[scale]) == kinds
        for seat, board in w.scene.boards.items():
            for a, b in itertools.combinations(board.info_rects, 2):
                assert not a.adjusted(1, 1, -1, -1).intersects(b), f"{seat}: words touch at {scale:.0%}"
    view = w.view.fit_scale()
    for kind, small in shown[1.0].items():
        large = shown[2.0][kind]
        assert large >= GROWTH[size] * small, f"{kind}: {small} at 100%, {large} at 200%"
        assert small * view >= theme.MIN_TEXT_PX - 0.6, f"{kind} readable at 100%"


def caption_shown(qtbot, w: MainWindow, size: tuple[int, int], scale: float) -> tuple[float, list]:
    """The drawn card's caption at ``scale``: its size (scene units) and what was cut of it;
    it lies above the drawn card's place."""
    show(qtbot, w, size, scale)
    state = w.model.state
    if DRAW in legal_actions(state):
        state, _ = apply(state, DRAW)
    assert state.drawn >= 0
    theme.text_audit = []
    try:
        w.scene.sync_furniture(state)
        cut = [c for c in theme.text_audit if c[1] > c[2] + 0.5]
    finally:
        theme.text_audit = None
    caption = w.scene.drawn_caption
    assert caption.toPlainText().startswith(QCoreApplication.translate("Table", "Drawn card"))
    t = w.scene.layout
    card = QRectF(t.drawn_pos, QSizeF(CARD_W * t.card, CARD_H * t.card))
    shown = caption.sceneBoundingRect()
    assert shown.bottom() <= card.top() + 0.5, f"the drawn card covers its caption at {scale:.0%}"
    return caption.font().pixelSize(), cut


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("size", list(GROWTH))
def test_the_drawn_cards_caption_grows_and_stays_clear_of_the_card(qtbot, window, language, players, size):
    """ "Drawn card / choose its column" grows with the text size; where its two lines do not
    fit it keeps its title (the prompt says the rest), never under the card nor small."""
    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.5))
    if language != "en":
        w.aids.language_actions[language].trigger()
    small, cut = caption_shown(qtbot, w, size, 1.0)
    assert not cut, cut
    large, cut = caption_shown(qtbot, w, size, 2.0)
    assert not cut, cut
    assert large >= 1.2 * small, f"{small} at 100%, {large} at 200%"


@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("size", list(GROWTH))
def test_the_standings_words_keep_one_size_and_apart(qtbot, window, language, size):
    """Every label of the standings ("Medal, tokens" too) shows at one size, every value at
    one size, and no plate touches the next column, at 100% and 200%; at 200% the labels grow
    like their neighbours (wrapped on two lines where one line left them the least size)."""
    w = window
    grown = {}
    w.model.load_record(played_record(seats_for(2, kind="medium"), RICH_SEEDS[2], 0.85))
    if language != "en":
        w.aids.language_actions[language].trigger()
    standings = w.scene.standings
    for scale in (1.0, 2.0):
        show(qtbot, w, size, scale)
        assert standings.isVisible()
        labels = {label for label, _ in standings._lines()}
        image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
        theme.size_audit = []
        try:
            painter = QPainter(image)
            standings.paint(painter, None)
            painter.end()
            shown = {size for text, _, size in theme.size_audit if text in labels}
        finally:
            theme.size_audit = None
        assert len(shown) == 1, f"the labels show at {sorted(shown)} at {scale:.0%}"
        grown[scale] = min(shown)
        for a, b in itertools.combinations(standings.info_rects, 2):
            assert not a.adjusted(1, 1, -1, -1).intersects(b), f"words touch at {scale:.0%}: {a} {b}"
    least = GROWTH[(1024, 700)]  # the panel's rows are no taller on a large window: two lines fill them
    assert grown[2.0] >= least * grown[1.0], f"the labels at 100% and 200%: {grown}"


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("size", list(GROWTH))
def test_the_trays_hint_grows_with_the_text_size(qtbot, window, language, players, size):
    """The empty tray's hint grows like every other word (it stayed at the least size at 200%):
    where its whole sentence would turn small it says it shorter, within the tray."""
    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.5))
    if language != "en":
        w.aids.language_actions[language].trigger()
    hint = w.scene.tray_hint
    shown = {}
    for scale in (1.0, 2.0):
        show(qtbot, w, size, scale)
        if w.scene.layout.log_takes_empty_tray:  # the empty tray's room is the log's
            assert not hint.isVisible() and w.scene.log.rect == w.scene.layout.log_over_tray
            continue
        assert hint.isVisible(), "the tray is empty"
        room = w.scene.layout.tray_cards_rect()
        assert room.adjusted(-0.5, -0.5, 0.5, 0.5).contains(hint.sceneBoundingRect()), "within the tray"
        shown[scale] = hint.font().pixelSize()
    assert 2.0 not in shown or shown[2.0] >= GROWTH[size] * shown[1.0], shown


def late_game_in(qtbot, w, language: str, players: int):
    """A game late in its course on ``w``'s table, in ``language`` once the log says so: its log."""
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.85))
    if language != "en":
        w.aids.language_actions[language].trigger()
    log = w.scene.log
    qtbot.waitUntil(lambda: log.caption == QCoreApplication.translate("Table", "Game log"))  # said anew
    return log


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_at_200_percent_the_log_shows_its_newest_entry_whole_and_grown(qtbot, window, language, players):
    """At 200% in a 1024x700 window the log's own room held less than one entry: the newest
    was shown with its first lines cut off under the caption. While the tray is empty the log
    takes its room: the newest entry shows whole, grown like its neighbours; once cards are
    taken the tray has its room back."""
    w = window
    log = late_game_in(qtbot, w, language, players)
    sizes = {}
    for scale in (1.0, 2.0):
        show(qtbot, w, (1024, 700), scale)
        assert not w.model.state.tray
        frame = log.frame.sceneBoundingRect()
        text = log.text.sceneBoundingRect()
        assert log.shown >= 1 and text.top() >= frame.top() - 0.5, f"the newest entry is cut at {scale:.0%}"
        sizes[scale] = log.text.font().pixelSize()
        tray = w.scene.layout.tray
        assert not w.scene.tray_panel.isVisible() or not log.rect.intersects(tray)
    assert sizes[2.0] >= GROWTH[(1024, 700)] * sizes[1.0], sizes
    state = w.model.state
    if DRAW in legal_actions(state):  # a card in a column, then a column taken: cards in the tray
        state, _ = apply(apply(state, DRAW)[0], PUT[0])
        state, _ = apply(state, next(a for a in legal_actions(state) if isinstance(a, TakeColumn)))
    assert state.tray
    w.scene.sync_furniture(state)
    assert w.scene.tray_panel.isVisible() and log.rect == w.scene.layout.log, "the tray has its room back"
    # While a take is shown, the prompt and Done already speak of the placing: the tray is back too.
    w.scene.sync_furniture(w.model.state)
    assert not w.scene.tray_panel.isVisible()
    w.scene.set_affordances(NONE, coming=state)
    assert w.scene.tray_panel.isVisible() and log.rect == w.scene.layout.log, "back as the take is shown"


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("size", list(GROWTH))
def test_the_scoring_boards_captions_keep_one_size(qtbot, window, language, players, size):
    """The sections' names ("Advantage by rank" too) show at one size (the skyscrapers left, a
    count, keep more of theirs), and grow with the text size like their neighbours: where one
    line has no room for them, each takes two."""
    w = window
    grown = {}
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.5))
    if language != "en":
        w.aids.language_actions[language].trigger()
    board = w.scene.scoring
    for scale in (1.0, 2.0):
        show(qtbot, w, size, scale)
        captions = board._captions()
        image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
        theme.size_audit = []
        try:
            painter = QPainter(image)
            board.paint(painter, None, None)
            painter.end()
            said = ((text.replace("\u00a0", " "), size) for text, _, size in theme.size_audit)
            shown = {text: size for text, size in said if text in captions}
        finally:
            theme.size_audit = None
        single = {shown[c] for c in captions[2:]}  # the skyscrapers left: a count
        assert len(single) == 1, f"captions at {sorted(single)} at {scale:.0%}: {shown}"
        assert shown[captions[1]] <= min(single), f"the completion's name is no larger: {shown}"
        grown[scale] = min(shown[c] for c in captions)
    assert grown[2.0] >= GROWTH[size] * grown[1.0], f"the sections' names at 100% and 200%: {grown}"


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("size", list(GROWTH))
def test_every_ai_board_says_its_level_at_200_percent(qtbot, window, language, players, size):
    """At 200% the small boards' headers have no room left for "AI · Medium" beside the name,
    the counters and the score: it was left out of most boards. Where the header has no room
    it stands in the board's column of counters, under the medal's place, touching nothing."""
    from sf_desktop.views.dialogs.game_dialogs import kind_label

    w = window
    w.model.load_record(played_record(seats_for(players, kind="medium"), RICH_SEEDS[players], 0.85))
    if language != "en":
        w.aids.language_actions[language].trigger()
    show(qtbot, w, size, 2.0)
    level = kind_label("medium")
    qtbot.waitUntil(lambda: level in w.scene.kinds)  # the table has heard of the language change
    theme.size_audit, theme.text_audit = [], []
    try:
        w.scene.refresh_words()
        assert not w.grab().isNull()
        said = [text for text, _, _ in theme.size_audit]
        cut = [c for c in theme.text_audit if c[0] == level and c[1] > c[2] + 0.5]
    finally:
        theme.size_audit = theme.text_audit = None
    assert said.count(level) == players - 1, f"{said.count(level)} of {players - 1} boards say {level}"
    assert not cut, cut
    for seat, board in w.scene.boards.items():
        for a, b in itertools.combinations(board.info_rects, 2):
            assert not a.adjusted(1, 1, -1, -1).intersects(b), f"{seat}: words touch: {a} {b}"


def entries_in_view(log: LogItem) -> int:
    """How many of the log's newest entries a player sees the first words of, one after the
    other: each found in the panel's text before the next one's, on a line inside the panel's
    clipping frame."""
    doc = log.text.document()
    frame = log.frame.sceneBoundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    at = QTextCursor(doc)
    at.movePosition(QTextCursor.MoveOperation.End)
    seen = 0
    for entry in reversed(log.entries):
        words = QTextDocumentFragment.fromHtml(entry).toPlainText()
        found = doc.find(words[:12], at, QTextDocument.FindFlag.FindBackward)
        if found.isNull():
            break
        block = found.block()
        line = block.layout().lineForTextPosition(found.selectionStart() - block.position())
        top = doc.documentLayout().blockBoundingRect(block).top() + line.y()
        if not frame.contains(log.text.mapRectToScene(QRectF(0, top, log.text.textWidth(), line.height()))):
            break
        seen += 1
        at.setPosition(found.selectionStart())
    return seen


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("size", list(GROWTH))
def test_the_log_shows_the_last_rounds_moves_at_any_text_size(qtbot, window, language, players, size):
    """At 200% in 1024x700 the log held one entry: with 4 players only the last of three
    opponents' moves. The other players' last moves (two entries at least) show, shortened
    with an ellipsis where they do not fit whole, at the table's text size (the newest was made
    smaller), inside the panel, touching nothing; a shortened entry says itself whole in its
    tooltip."""
    w = window
    log = late_game_in(qtbot, w, language, players)
    for scale in (1.0, 2.0):
        show(qtbot, w, size, scale)
        assert len(log.entries) >= players
        seen, want = entries_in_view(log), max(2, players - 1)
        assert seen >= want, f"{seen} of the last {want} moves show at {scale:.0%}"
        assert log.text.font().pixelSize() == theme.font(w.scene.text.size(16)).pixelSize(), (
            "text at its size"
        )
        frame = log.frame.sceneBoundingRect()
        assert log.text.sceneBoundingRect().bottom() <= frame.bottom() + 0.5, "nothing cut at the bottom"
        assert (
            w.scene.layout.log.top() >= w.scene.layout.tray.bottom()
            or log.rect == w.scene.layout.log_over_tray
        )
        assert not w.scene.tray_panel.isVisible() or not log.rect.intersects(w.scene.layout.tray)
        others = [i for i in w.scene.items() if i.parentItem() is None and i is not log and i.isVisible()]
        touching = [i for i in others if i.sceneBoundingRect().intersects(log.rect)]
        assert not touching, f"the log touches {touching} at {scale:.0%}"
        doc = log.text.document()
        first = len(log.entries) - len(log.lines)
        for i, line in enumerate(log.lines):  # a shortened line says itself whole when pointed at
            box = doc.documentLayout().blockBoundingRect(doc.findBlockByNumber(i))
            whole = QTextDocumentFragment.fromHtml(log.entries[first + i]).toPlainText()
            qtbot.mouseMove(w.view.viewport(), w.view.mapFromScene(log.text.mapToScene(box.center())))
            assert log.toolTip() == ("" if line.whole else whole)
            assert line.whole or doc.findBlockByNumber(i).text().endswith("\u2026")
