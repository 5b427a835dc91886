"""Qt views of the game: the table scene, its items and animations, dialogs, main window."""
