"""Files: the player's folders, saves on disk, settings, statistics of saved games, the log file."""
