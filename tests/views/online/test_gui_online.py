"""The online dialogs and the table of an online game, in the window as the app opens it (on
the test's private folders), with games hosted on 127.0.0.1 and friends played by a second
player's session in the same process."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel
from shiboken6 import isValid

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "session"))

from app_online_helpers import WAIT_MS, host_on_loopback, play_until, player, seated, serving

from sf_desktop.model.actions import DRAW, PUT
from sf_desktop.session.game_model import GameModel
from sf_desktop.session.remote_game import FRIEND, HUMAN, RemoteGame
from sf_desktop.session.seats.online import online_game, put_on_table
from sf_desktop.views.online.play_dialog import JOIN, SERVER, InvitationDialog
from sf_desktop.words.online import show_code


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    with serving(tmp_path) as url:
        yield url


@pytest.fixture
def app(open_app, monkeypatch):
    host_on_loopback(monkeypatch)
    w = open_app()
    yield w
    w.online.shutdown()


def host_a_game(qtbot, w, name: str = "Ana"):
    dialog = w.online.open_play_dialog()
    page = dialog.host
    page.seats.name.setText(name)
    QTest.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.game is not None and online_game(w.model) is page.game, timeout=WAIT_MS)
    return dialog, page.game


@contextmanager
def a_friend_joins(qtbot, w, tmp_path: Path, name: str = "Bruno") -> Iterator[tuple[RemoteGame, GameModel]]:
    """A game hosted in ``w`` that a friend (another player's folder, a model of its own) has
    joined with the code: the hosted game and the friend's model; the friend leaves after."""
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    friend = player(tmp_path / "friend")
    try:
        other = seated(qtbot, friend, "join", game.server, game.code, name)
        model = GameModel()
        put_on_table(model, other)
        yield game, model
    finally:
        friend.shutdown()


def test_hosting_shows_the_invitation_and_puts_the_game_on_the_table(qtbot, app) -> None:
    w = app
    dialog, game = host_a_game(qtbot, w)
    box = dialog.host.invitation
    port = game.server.rsplit(":", 1)[1]
    assert box.isVisible() and box.lines[0].field.text() == show_code(game.code)
    assert box.addresses == [game.server]  # here: the loopback server's one address
    assert f"forward port {port}" in box.mapping.text() and "No router answered" in box.mapping.text()
    QTest.mouseClick(box.lines[0].button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == show_code(game.code)
    assert box.lines[0].button.accessibleName() == "Copy Room code"
    book = w.online.book
    assert [(e.code, e.hosted, e.seat) for e in book.entries] == [(game.code, True, 0)]
    token = book.entries[0].token
    home = Path(w.files.store.folder).parent
    assert token in (Path(w.files.store.folder) / "online-seats.json").read_text()
    assert not [p for p in home.rglob("*.sfgame.json") if token in p.read_text()]  # never in a save
    assert w.session.prefs.settings.online_name == "Ana"
    dialog.close()
    bar = w.online.table.bar
    assert bar.isVisible() and show_code(game.code) in bar.label.text() and bar.invite.isVisible()
    assert w.scene.prompt.title.toPlainText() == "Waiting for friends"
    QTest.mouseClick(bar.invite, Qt.MouseButton.LeftButton)
    invitation = next(x for x in QApplication.topLevelWidgets() if isinstance(x, InvitationDialog))
    assert invitation.box.lines[0].field.text() == show_code(game.code)
    invitation.close()
    assert not w.undo_redo.act_undo.isEnabled()
    assert "No undo in online games" in w.undo_redo.act_undo.toolTip()


def test_the_commitment_is_shown_from_the_start_and_copied(qtbot, app) -> None:
    """Every player can keep the digest published before the first move, to check the record
    with ``sf-desktop-cli verify --digest`` later: it is in the log and one click copies it."""
    w = app
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    digest = game.room.commitment
    assert len(digest) == 64
    bar = w.online.table.bar
    qtbot.waitUntil(bar.commitment.isVisible, timeout=WAIT_MS)
    assert f"sha256:{digest}" in bar.commitment.toolTip()
    assert f"sha256:{digest}" in bar.commitment.accessibleDescription()
    grouped = " ".join(digest[i : i + 16] for i in range(0, 64, 16))  # so that it wraps in the log
    assert any(f"commitment, fixed before the first move: sha256:{grouped}" in s for s in w.log.sentences())
    QGuiApplication.clipboard().clear()
    QTest.mouseClick(bar.commitment, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == f"sha256:{digest}"
    assert "The commitment is on the clipboard." in w.log.sentences()


def test_a_friend_joins_with_the_code_and_both_play(qtbot, app, tmp_path: Path) -> None:
    w = app
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    friend = player(tmp_path / "friend")
    try:
        other = seated(qtbot, friend, "join", game.server, game.code, "Bruno")
        model = GameModel()
        put_on_table(model, other)
        qtbot.waitUntil(lambda: game.started and w.model.names == ("Ana", "Bruno"), timeout=WAIT_MS)
        assert [s.kind for s in w.model.seats] == [HUMAN, FRIEND]
        bar = w.online.table.bar
        assert not bar.invite.isVisible() and bar.say.isVisible()
        # a phrase said by the friend is told in the log, in words
        other.say("good_luck")
        qtbot.waitUntil(
            lambda: any("Bruno says: “Good luck!”" in s for s in w.log.sentences()), timeout=WAIT_MS
        )
        # the host says one through Game ▸ Say
        say = w.online.menu_say
        say.aboutToShow.emit()
        next(a for a in say.actions() if "Well played" in a.text()).trigger()
        qtbot.waitUntil(lambda: any(p[2] == "well_played" for p in other.phrases), timeout=WAIT_MS)
        # and one with the bar's Say button, reached by Tab: the keys are the table's again after
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        bar.say.setFocus(Qt.FocusReason.TabFocusReason)
        w.online.table.say_menu.aboutToShow.emit()
        next(a for a in w.online.table.say_menu.actions() if "Thanks" in a.text()).trigger()
        qtbot.waitUntil(lambda: any(p[2] == "thanks" for p in other.phrases), timeout=WAIT_MS)
        assert w.focusWidget() is w.view
        # "Your turn" in the title while it is the host's turn, and a notice when the window is away
        qtbot.waitUntil(lambda: w.model.human_to_move or model.human_to_move, timeout=WAIT_MS)
        if model.human_to_move:
            play_until(qtbot, model, lambda: w.model.human_to_move)
        qtbot.waitUntil(lambda: w.windowTitle().startswith("Your turn – "), timeout=WAIT_MS)
        w.online.table.your_turn(game, on_table=False)
        assert w.online.table.notices[-1] == ("Your turn", "Your turn in the game with Bruno.")
        # each board's header says its seat is online
        statuses = w.online.table.statuses
        assert sorted(statuses) == [0, 1] and all("online" in s.text for s in statuses.values())
        assert all(w.scene.boards[seat].status == statuses[seat] for seat in statuses)
    finally:
        friend.shutdown()


def test_a_phrase_the_server_refuses_is_shown_and_said(qtbot, app) -> None:
    """A seat says five phrases at once, then one a second: the sixth was refused in silence."""
    w = app
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    for _ in range(6):
        game.say("hello")
    too_many = "Too many phrases at once: the next one in 2 s."
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == too_many, timeout=WAIT_MS)
    assert too_many in w.narrator.announcer.said  # a screen reader hears it too
    assert too_many in w.log.sentences()  # and it stays in the log, which no menu clears


def test_a_move_the_server_refuses_is_shown_and_said(qtbot, app) -> None:
    """The client lets a move go that the server then refuses (here: the game has not started,
    the friend's seat is empty): its reason reached the status bar alone, unheard, and in the
    server's English whatever the language shown."""
    w = app
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    with qtbot.waitSignal(game.refused, timeout=WAIT_MS) as refusal:
        game.send(DRAW)
    why = refusal.args[0]
    assert why == "The game has not started: it starts when every seat is taken."  # not the server's
    assert w.statusBar().currentMessage() == why and why in w.log.sentences()
    qtbot.waitUntil(lambda: why in w.narrator.announcer.said, timeout=WAIT_MS)


def test_the_invitation_closes_by_itself_when_everyone_has_joined(qtbot, app, tmp_path: Path) -> None:
    w = app
    dialog, game = host_a_game(qtbot, w)
    assert dialog.isVisible()
    friend = player(tmp_path / "friend")
    try:
        seated(qtbot, friend, "join", game.server, game.code, "Bruno")
        qtbot.waitUntil(lambda: game.started, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible(), timeout=WAIT_MS)
        assert w.statusBar().currentMessage() == "Everyone has joined: the game begins."
        assert online_game(w.model) is game and w.model.names == ("Ana", "Bruno")
    finally:
        friend.shutdown()


def test_the_new_game_dialog_closes_when_the_friend_joins_and_starts_no_game_here(
    qtbot, app, tmp_path: Path
) -> None:
    w = app
    w.ask_new_game()
    dialog = w.new_game_dialog
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData(FRIEND))
    dialog.names[0].setText("Ana")
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.invitations[1].isVisible, timeout=WAIT_MS)
    game = w.online.play.games[("", w.online.book.entries[0].code)]
    qtbot.waitUntil(lambda: online_game(w.model) is game, timeout=WAIT_MS)
    friend = player(tmp_path / "friend")
    try:
        seated(qtbot, friend, "join", game.server, game.code, "Bruno")
        qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible(), timeout=WAIT_MS)
        assert online_game(w.model) is game  # closed, not accepted: no local game took the table
        qtbot.waitUntil(lambda: w.model.names == ("Ana", "Bruno"), timeout=WAIT_MS)
    finally:
        friend.shutdown()


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("es", "No se ha podido unir: el servidor no respondió"),
        ("it", "Non è stato possibile unirsi: il server non ha risposto"),
    ],
)
def test_a_server_that_does_not_answer_is_said_in_the_language_shown(qtbot, app, code, said) -> None:
    """In Spanish the reason came in the client's English ("could not reach the server at
    ws://…: [Errno 111] Connect call failed"): it is said in the language shown."""
    import socket

    from sf_desktop.words import languages

    with socket.socket() as probe:  # a port on this machine that nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    languages.install_language(code)
    w = app
    page = w.online.open_play_dialog(JOIN).join
    page.name.setText("Bruno")
    page.code.setText("2222-2222")
    page.server.setCurrentText(f"127.0.0.1:{port}")
    QTest.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.status.text().startswith(said), timeout=WAIT_MS)
    assert "Errno" not in page.status.text() and online_game(w.model) is None


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("es", "este ordenador no ha podido poner en marcha su servidor de partidas (port 8765: busy)"),
        ("it", "questo computer non è riuscito ad avviare il suo server di gioco (port 8765: busy)"),
    ],
)
def test_hosting_that_cannot_start_is_said_in_the_language_shown(qtbot, app, monkeypatch, code, said) -> None:
    """This computer's server failing to start was said in English in every language."""
    from sf_desktop.session import online_play
    from sf_desktop.words import languages

    class Refused:
        def __init__(self, *args, **kwargs) -> None:
            raise OSError("port 8765: busy")

    monkeypatch.setattr(online_play, "local_hosting", lambda: Refused)
    languages.install_language(code)
    page = app.online.open_play_dialog().host
    page.seats.name.setText("Ana")
    QTest.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: said in page.status.text(), timeout=WAIT_MS)
    assert "could not start" not in page.status.text() and online_game(app.model) is None


def test_joining_with_a_wrong_code_says_why_and_a_right_one_seats_you(
    qtbot, app, server, tmp_path: Path
) -> None:
    w = app
    host = player(tmp_path / "host")
    try:
        game = seated(qtbot, host, "create", server, "Hosta", [HUMAN, FRIEND], None)
        dialog = w.online.open_play_dialog(JOIN)
        page = dialog.join
        page.name.setText("Bruno")
        page.code.setText("2222-2222")
        page.server.setCurrentText(server.removeprefix("ws://"))  # typed without ws://
        QTest.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Could not join" in page.status.text(), timeout=WAIT_MS)
        assert "no game has that room code" in page.status.text() and online_game(w.model) is None
        page.code.setText(show_code(game.code).lower())
        QTest.keyClick(page.code, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: online_game(w.model) is not None, timeout=WAIT_MS)
        assert online_game(w.model).seat == 1 and w.model.names == ("Hosta", "Bruno")
        assert w.session.prefs.settings.online_servers == (server,)
        assert not isValid(dialog) or not dialog.isVisible()  # it closed once the seat was taken
    finally:
        host.shutdown()


def test_the_join_tab_is_walked_by_keyboard_and_names_its_parts(qtbot, app) -> None:
    dialog = app.online.open_play_dialog(JOIN)
    page = dialog.join
    qtbot.waitExposed(dialog)
    seen, widget = [], page.name
    for _ in range(40):  # the Tab order from the name field on
        widget = widget.nextInFocusChain()
        if widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            seen.append(widget)
    order = [seen.index(x) for x in (page.code, page.server, page.found, page.join_button)]
    assert order == sorted(order)
    assert page.found.accessibleName() == "Games on this network"
    assert dialog.tabs.tabText(JOIN) == "&Join with a code"


def test_use_a_server_asks_for_its_address_and_invites_with_it(qtbot, app, server) -> None:
    w = app
    dialog = w.online.open_play_dialog(SERVER)
    page = dialog.server
    page.seats.name.setText("Ana")
    page.server.setText("")
    QTest.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    assert page.status.text() == "Type the server's address."
    page.server.setText(server)
    page.seats.count.setValue(3)
    page.seats.others[1].setCurrentIndex(page.seats.others[1].findData("easy"))
    QTest.mouseClick(page.create_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.game is not None, timeout=WAIT_MS)
    assert page.invitation.addresses == [server] and not page.invitation.mapping.isVisible()
    assert w.session.prefs.settings.online_server == server
    qtbot.waitUntil(lambda: online_game(w.model) is page.game, timeout=WAIT_MS)
    assert [s.kind for s in w.model.seats] == [HUMAN, FRIEND, "easy"]


def test_a_friend_seat_in_the_new_game_dialog_shows_its_invitation(qtbot, app) -> None:
    w = app
    w.ask_new_game()
    dialog = w.new_game_dialog
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData(FRIEND))
    assert (
        not dialog.seed.isEnabled()
        and not dialog.first.isEnabled()
        and dialog.clock_choice.isVisibleTo(dialog)
    )
    assert not dialog.names[1].isEnabled() and dialog.names[1].placeholderText() == "their own name"
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert start.text() == "Start"
    dialog.names[0].setText("You")  # the seat's usual name: the friend would read "You"
    QTest.mouseClick(start, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == "Type your name in your seat: it is the name your friends will see."
    assert online_game(w.model) is None and not w.online.started
    dialog.names[0].setText("Ana")
    QTest.mouseClick(start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.invitations[1].isVisible, timeout=WAIT_MS)
    assert w.session.prefs.settings.online_name == "Ana"
    assert start.text() == "Copy the invitation" and dialog.isVisible()
    game = w.online.play.games[("", w.online.book.entries[0].code)]
    assert show_code(game.code) in dialog.invitations[1].text() and not dialog.invitations[0].isVisible()
    qtbot.waitUntil(lambda: online_game(w.model) is game, timeout=WAIT_MS)


def test_the_list_of_online_games_opens_one_back_on_the_table(qtbot, app) -> None:
    w = app
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    w.start_game(w.setup)  # a game of this computer's on the table now
    assert online_game(w.model) is None
    games = w.online.open_games()
    assert games.tree.topLevelItemCount() == 1
    item = games.tree.topLevelItem(0)
    assert item.text(4) == "This computer" and "Waiting for 1 friend" in item.text(1)
    QTest.mouseClick(games.open_button, Qt.MouseButton.LeftButton)
    assert online_game(w.model) is game and (not isValid(games) or not games.isVisible())


def test_a_lost_connection_is_said_and_the_table_stays(qtbot, app, tmp_path: Path) -> None:
    w = app
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    play = w.online.play
    host = play.host
    host.stop()
    bar = w.online.table.bar
    qtbot.waitUntil(lambda: "Reconnecting…" in bar.label.text(), timeout=WAIT_MS)
    assert online_game(w.model) is game and w.scene.state is not None
    assert "reconnecting" in w.online.table.statuses[0].text
    play.host = None
    play.start_host("Ana")  # the same port (the seat book remembers it)
    qtbot.waitUntil(lambda: "Connected" in bar.label.text() or "Waiting" in bar.label.text(), timeout=WAIT_MS)
    assert game.status == "online"


def test_the_end_is_checked_kept_reviewed_counted_and_played_on_without_its_commitment(
    qtbot, app, tmp_path: Path
) -> None:
    from app_online_helpers import play_to_the_end

    from sf_desktop.cli.main import main
    from sf_desktop.storage.stats import from_store

    w = app
    with a_friend_joins(qtbot, w, tmp_path) as (game, model):
        qtbot.waitUntil(lambda: game.started, timeout=WAIT_MS)
        play_to_the_end(qtbot, [w.model, model], seed=4)
        qtbot.waitUntil(lambda: online_game(w.model) is None and w.score_dialog is not None, timeout=WAIT_MS)
        record = w.model.record
        assert record.commitment is not None and not w.online.table.bar.isVisible()
        path = w.files.store.finished_path(record)
        qtbot.waitUntil(path.is_file, timeout=WAIT_MS)
        seen = record.commitment.witness.transcript  # this seat's witness, told in the log to note
        told = next(s for s in w.log.sentences() if "transcript, as this app saw it" in s)
        assert main(["verify", str(path), "--transcript", told.split("sha256:")[1]]) == 0
        assert seen == record.commitment.transcript and seen[:16] in told
        assert w.online.book.entries[0].finished == path.name
        stats = from_store(w.files.store)
        assert (
            stats.overall.played == 1 and stats.games[0].seat == 0 and stats.games[0].opponents == (FRIEND,)
        )
        replay = w.show_replay(record, path)
        assert replay.replay.record.actions == record.actions
        replay.replay.seek(20)
        replay.play_on()
        assert online_game(w.model) is None and w.model.record.commitment is None
        assert [s.kind for s in w.model.seats] == [HUMAN, HUMAN] and len(w.model.record.actions) == 20


def test_a_restart_brings_the_online_game_back_to_the_table(qtbot, open_app, monkeypatch) -> None:
    host_on_loopback(monkeypatch)
    w = open_app()
    dialog, game = host_a_game(qtbot, w)
    dialog.close()
    code, url = game.code, game.server
    w.close()  # the app quits: its connections and its server stop, the seat stays in the book
    assert not w.online.started
    again = open_app()  # the same home
    try:
        qtbot.waitUntil(lambda: online_game(again.model) is not None, timeout=WAIT_MS)
        back = online_game(again.model)
        assert back.code == code and back.server == url and back.seat == 0  # the same port
        assert again.online.table.bar.isVisible()
    finally:
        again.online.shutdown()


def test_a_seat_whose_clock_ran_out_is_taken_back_from_the_ai(qtbot, app, tmp_path: Path) -> None:
    """One second each: the person's time runs out, the AI stands in (said in the bar and on
    the board, the table not theirs), Take my seat back gives the seat back with the server's
    grace, and the person's own move is played again. The friend is played by stand-ins, and
    the game cannot end before the person moves again."""
    w = app
    w.online.create(None, "Ana", [HUMAN, FRIEND], "live:1", None)
    qtbot.waitUntil(lambda: online_game(w.model) is not None, timeout=WAIT_MS)
    game = online_game(w.model)
    friend = player(tmp_path / "friend")
    try:
        seated(qtbot, friend, "join", game.server, game.code, "Bruno")
        qtbot.waitUntil(lambda: game.started, timeout=WAIT_MS)
        games = w.online.open_games()
        clock = games.tree.topLevelItem(0).text(3)
        assert clock.startswith(("Yours: ", "Bruno’s: ")), clock  # whose clock it is
        games.close()
        bar = w.online.table.bar
        qtbot.waitUntil(lambda: game.seat in game.stand_in, timeout=WAIT_MS)
        qtbot.waitUntil(bar.back.isVisible, timeout=WAIT_MS)
        assert not game.over  # the stand-ins need seconds for a whole game; the check, a moment
        assert (
            "the AI plays for you" in bar.label.text() and "AI stands in" in w.online.table.statuses[0].text
        )
        assert not w.model.human_to_move
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        QTest.mouseClick(bar.back, Qt.MouseButton.LeftButton)
        assert w.focusWidget() is w.view  # the table's keys work at once
        qtbot.waitUntil(lambda: game.seat not in game.stand_in, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not bar.back.isVisible(), timeout=WAIT_MS)
        assert "AI stands in" not in w.online.table.statuses[0].text
        qtbot.waitUntil(lambda: w.model.human_to_move, timeout=WAIT_MS)  # the server waits for us
        assert not game.over and game.seat not in game.stand_in
        moves = len(w.model.record.actions)
        assert w.model.submit(w.model.legal_actions()[0])
        qtbot.waitUntil(lambda: game.sending is None and len(w.model.record.actions) > moves, timeout=WAIT_MS)
        assert w.model.steps[moves].seat == game.seat and game.seat not in game.stand_in
    finally:
        friend.shutdown()


def test_a_first_time_online_asks_for_a_name_instead_of_offering_you(qtbot, app) -> None:
    """A newcomer's seat is "You" (or "Tú"): offered as the online name, their friend would see
    "You" across the table. The name fields start empty, say what they are for and have the
    keyboard; creating without a name is refused with the reason, and nothing is hosted."""
    w = app
    assert [s.name for s in w.model.seats if s.kind == "human"] in ([], ["You"])
    dialog = w.online.open_play_dialog()
    try:
        host, join = dialog.host.seats.name, dialog.join.name
        assert host.text() == "" and join.text() == ""
        assert host.placeholderText() == "The name your friends will see" == join.placeholderText()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is host)
        QTest.mouseClick(dialog.host.create_button, Qt.MouseButton.LeftButton)
        assert dialog.host.game is None and online_game(w.model) is None
        assert dialog.host.status.text() == "Type the name your friends will see."
        dialog.tabs.setCurrentIndex(JOIN)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is join)
    finally:
        dialog.close()


def test_a_drag_from_the_deck_carries_the_drawn_card_online_too(qtbot, app, tmp_path: Path) -> None:
    """Online the drawn card arrives with the server's answer: the drag waits for it (it used
    to give up when the table was lit again before the answer) and drops it on the column."""
    from table_driver import move, press, release

    from sf_desktop.views.table.card_art import CARD_RECT

    w = app
    with a_friend_joins(qtbot, w, tmp_path) as (game, model):
        qtbot.waitUntil(lambda: game.started, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: w.model.human_to_move or model.human_to_move, timeout=WAIT_MS)
        if model.human_to_move:
            play_until(qtbot, model, lambda: w.model.human_to_move)
        qtbot.waitUntil(lambda: not w.animator.busy and w.scene.affordances.draw, timeout=WAIT_MS)
        moves = len(w.model.record.actions)
        deck = w.scene.deck.mapToScene(CARD_RECT.center())
        target = w.scene.lanes[1].rect.center()
        press(w, deck)
        for i in range(1, 9):
            move(w, deck + (target - deck) * (i / 8))
        qtbot.waitUntil(lambda: w.scene.input.dragging, timeout=WAIT_MS)
        release(w, target)
        qtbot.waitUntil(lambda: len(w.model.record.actions) >= moves + 2, timeout=WAIT_MS)
        assert w.model.record.actions[moves : moves + 2] == (DRAW, PUT[1])


def test_hosting_in_loopback_mode_says_what_the_mode_does(qtbot, open_app, monkeypatch) -> None:
    """SF_DESKTOP_HOST_LOOPBACK=1 hosts on this computer alone: the invitation said "Asking your
    router…" for ever and that friends on this network find the game. It says what the mode does."""
    from sf_desktop.session.online_play import LOOPBACK_ENV

    monkeypatch.setenv(LOOPBACK_ENV, "1")
    w = open_app()
    try:
        dialog, game = host_a_game(qtbot, w)
        box = dialog.host.invitation
        assert box.isVisible() and game.server.startswith("ws://127.0.0.1:")
        words = box.title.text() + " " + box.mapping.text()
        assert "router" not in words and "this network" not in words, words
        shown = [label.text() for label in dialog.host.findChildren(QLabel) if label.isVisible()]
        about = " ".join(shown)
        assert "router" not in about and LOOPBACK_ENV in about
        assert about.count("only on this computer") == 1, shown  # the page's top says it, once
        dialog.close()
        w.online.show_invitation()  # the table's Invite: no page around it, the box says it
        invite = w.findChild(QDialog, "invitation-dialog")
        assert invite is not None and "only on this computer" in invite.box.mapping.text()
        invite.close()
    finally:
        w.online.shutdown()


def test_the_welcome_asks_host_or_join_before_the_dialog(qtbot, open_app, private_home) -> None:
    """The welcome's "Play a friend online…" opened the dialog on its Host tab, even for a
    friend with a code in hand: it asks first, and Join opens the Join tab."""
    from PySide6.QtWidgets import QMessageBox

    from sf_desktop.views.online.play_dialog import PlayOnlineDialog

    w = open_app(resume=None, interactive=True)
    try:
        panel = w.session.welcome
        qtbot.waitUntil(panel.isVisible)
        panel.online_button.click()
        box = next(x for x in QApplication.topLevelWidgets() if isinstance(x, QMessageBox) and x.isVisible())
        join = next(b for b in box.buttons() if "Join" in b.text())
        assert any("Host" in b.text() for b in box.buttons())
        join.click()
        dialog = w.online.dialog
        assert isinstance(dialog, PlayOnlineDialog) and dialog.isVisible()
        assert dialog.tabs.currentIndex() == JOIN
        dialog.close()
    finally:
        w.online.shutdown()
