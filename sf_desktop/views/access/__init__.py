"""The table for screen readers: its things as accessible objects, a cursor over them, announcements."""
