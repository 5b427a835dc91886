"""The app's wiring: the QApplication and its window, the self-test, the pre-Qt checks."""
