"""Qt views of the game: the table scene, its items and animations, dialogs, main window.

Importing the package loads ``model.game_model`` first, which guards against a reference
counting fault of PySide6 6.12 on Python 3.11 (see ``game_model._keep_singletons_alive``).
"""

from ..model import game_model as _game_model  # noqa: F401
