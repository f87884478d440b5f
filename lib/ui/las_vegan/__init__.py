"""Las Vegan (2022) at the table: its board, its round's scoring, its rules pages."""
