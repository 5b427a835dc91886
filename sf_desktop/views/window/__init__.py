"""The main window and what keeps its game safe: menus, files, undo and redo, autosave, preferences."""
