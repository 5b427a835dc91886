"""The players that are not people: pure Python; they see the public table, return moves and facts (never sentences)."""
