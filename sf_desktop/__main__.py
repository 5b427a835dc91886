"""``python -m sf_desktop`` opens the game."""

from sf_desktop.app import main

raise SystemExit(main())
