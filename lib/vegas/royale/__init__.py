"""Las Vegas Royale (Rüdiger Dorn, 2019): the basic game, and the Royale game with casino tiles."""
