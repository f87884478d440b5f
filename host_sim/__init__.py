"""Desktop platform layer for Pocket Vegas (see __main__)."""
