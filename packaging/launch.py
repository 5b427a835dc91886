"""Entry script of the bundled app (PyInstaller needs a file, not a module path)."""

from sf_desktop.app.launch import main

raise SystemExit(main())
