"""The menus the main window builds from its own actions and its helpers': every helper's action
is in exactly one place, in the order a player reads, and no key is bound twice."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu


def tree(menu: QMenu) -> list[QAction]:
    """Every action of ``menu`` and of its submenus, separators left out."""
    found = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        found.append(action)
        if action.menu() is not None:
            found += tree(action.menu())
    return found


def every_action(w) -> list[QAction]:
    return [a for top in w.menuBar().actions() for a in [top, *tree(top.menu())]]


def layout(menu: QMenu) -> list[str]:
    """The menu as a player reads it: texts without their mnemonic, "-" for a separator."""
    return ["-" if a.isSeparator() else a.text().replace("&", "") for a in menu.actions()]


def test_every_helper_action_is_in_one_menu(window):
    files, undo, aids = window.files, window.undo_redo, window.aids
    helpers = [
        files.act_open,
        files.menu_recent.menuAction(),
        files.menu_unfinished.menuAction(),
        files.act_save,
        files.act_save_as,
        undo.act_undo,
        undo.act_redo,
        aids.act_hint,
        aids.act_chart,
        aids.act_stats,
        aids.menu_language.menuAction(),
        *aids.language_actions.values(),
        aids.menu_scale.menuAction(),
        *aids.scale_actions.values(),
        aids.act_palette,
        aids.act_guide,
        window.online.act_play,
        window.online.act_games,
        window.online.menu_say.menuAction(),
        window.narrator.act_standings,
        window.narrator.act_keys,
    ]
    placed = every_action(window)
    assert [placed.count(a) for a in helpers] == [1] * len(helpers)


def test_the_menus_read_in_order(window):
    menus = {top.text(): top.menu() for top in window.menuBar().actions()}
    assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&Edit", "&View", "&Help"]
    assert layout(menus["&Game"]) == [
        "New game…",
        "Rematch",
        "-",
        "Play online…",
        "Online games…",
        "Say",
        "-",
        "Open…",
        "Open Recent",
        "Unfinished games",
        "Save",
        "Save As…",
        "-",
        "Suggest a move",
        "Read the standings",
        "-",
        "Final score",
        "Score chart…",
        "Statistics…",
        "Watch a game…",
        "-",
        "Quit",
    ]
    assert layout(menus["&Edit"]) == ["Undo", "Redo"]
    assert layout(menus["&View"]) == [
        "Animation speed",
        "-",
        "Zoom to fit",
        "Zoom in",
        "Zoom out",
        "-",
        "Game log",
        "Full screen",
        "-",
        "Language",
        "Text size",
        "Colour-blind palette",
    ]
    assert layout(menus["&Help"]) == [
        "Rules reference",
        "Rules in brief",
        "Guided first game",
        "Keys",
        "-",
        "About",
    ]


def test_no_key_is_bound_twice(window):
    """Qt ignores a shortcut that two actions of one window share: each key does one thing."""
    keys = [
        key.toString(QKeySequence.SequenceFormat.PortableText)
        for action in every_action(window)
        for key in action.shortcuts()
    ]
    assert keys, "the menus have their keys"
    assert sorted(k for k in set(keys) if keys.count(k) > 1) == []


def test_what_needs_a_game_waits_for_one(qtbot, window):
    """Before any game "Suggest a move", "Read the standings", "Rematch" and "Score chart"
    were offered, and did nothing; "Final score" waits for the game's end."""
    from table_driver import settle

    from sf_desktop.model.record import Seat
    from sf_desktop.views.dialogs.game_dialogs import Setup

    w = window
    needing = [w.aids.act_hint, w.narrator.act_standings, w.act_rematch, w.aids.act_chart, w.act_score]
    assert not w.model.has_game
    assert [a.isEnabled() for a in needing] == [False] * 5
    w.start_game(Setup((Seat("Ana", "human"), Seat("Ben", "human")), seed=9, first_player=0))
    settle(qtbot, w)
    assert [a.isEnabled() for a in needing] == [True, True, True, True, False]
