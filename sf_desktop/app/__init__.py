"""The app's wiring: the QApplication, its window and its first game, the self-test, the pre-Qt checks."""
