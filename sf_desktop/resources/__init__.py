"""Data, not code: the deck and table layout, the rules reference, icons, translations, a reference save."""
