"""Online play in the window: Play online…, invitations, the list of online games, and the table's connection, clocks and phrases."""
