"""Dialogs: a new game, the welcome, resuming a game, unsaved games, the rules reference, statistics."""
