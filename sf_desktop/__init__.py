"""San Francisco Desktop: Reiner Knizia's San Francisco as a desktop game."""

__version__ = "0.1.0"
