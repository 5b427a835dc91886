"""The main window and what keeps its game safe: menus, files, autosave, preferences."""
