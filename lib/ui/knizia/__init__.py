"""VEGAS (Knizia, 1996) at the table: its board and its rules pages."""
