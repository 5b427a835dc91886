"""The look shared by every view: theme colours and fonts, palettes, colour vision, the icon."""
