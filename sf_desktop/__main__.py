"""``python -m sf_desktop`` opens the game."""

from sf_desktop.app.launch import main

if __name__ == "__main__":
    raise SystemExit(main())
