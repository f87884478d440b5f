# vegas.ai.net's numbers, written by tools/fit_net.py --write (do not edit by hand).
# Regret on held-out positions (x1000; the judge rounded, reward()):
#   4 players: 6.6, 14.9
#   3 players: 6.3, 18.4
#   5 players: 5.8, 13.5

HIDDEN = 4
T = 16
W1 = (  # a hidden unit's weights a line, in net.read()'s order
    -32, -15, -5, -270, 118, 619, 0, -5, 460, 359, -388, -179, -306, 419, -284,
    -16, -10, -2, -987, 581, -129, 56, -20, -1240, 309, 214, -746, 74, 224, -461,
    22, 7, 4, -38, 178, 22, 65, -32, -58, 990, 84, -140, 52, -290, 38,
    -14, 3, 3, -439, 301, -18, -6, 10, -1536, -121, 307, -373, 169, 70, -7,
)
B1 = (1049, -455, -668, 893)
W2 = (249, -546, 355, 360)
G = (1927, 288, 9213, 32685, -990, -12525)
C0 = 168616
