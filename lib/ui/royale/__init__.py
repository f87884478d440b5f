"""Las Vegas Royale at the table, both games: its board, the tiles' dialogs, its rules pages."""
