"""Help at the table: the suggested move, the guided first game, the View and Game menus' aids."""
