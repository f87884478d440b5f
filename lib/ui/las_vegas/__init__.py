"""Las Vegas (2012) at the table: its board and its rules pages."""
