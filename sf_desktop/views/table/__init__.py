"""The table: one QGraphicsScene, its items and art, their layout, animation and input."""
