"""The Qt side of a game: the signal-emitting game model the views watch; it owns the thinker."""
