"""Dialogs: a new game, the welcome, unsaved games, the rules reference, statistics."""
