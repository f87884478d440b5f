"""Las Vegas Royale's basic game: the same invariants as the Royale game."""

from inv_royale import check  # noqa: F401
