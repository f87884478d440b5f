"""Las Vegan (2022): tricks for cabbage machines; with two players, against the Bank."""
