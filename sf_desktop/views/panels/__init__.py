"""Panels beside or over the table: the final score breakdown and the score chart."""
