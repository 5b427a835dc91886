"""Watching a finished game again, with the review of its decisions."""
