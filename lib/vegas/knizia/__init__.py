"""VEGAS (Reiner Knizia, 1996): Mary Chip, fourteen tables, cards and the dice duel."""
