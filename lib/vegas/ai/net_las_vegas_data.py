# vegas.ai.net's numbers for las_vegas, written by tools/fit_net.py las_vegas --write
# (do not edit by hand).
# Regret on held-out positions (x1000; the judge rounded, reward()):
#   4 players: 6.6, 14.9
#   3 players: 6.3, 18.4
#   5 players: 5.8, 13.5

from array import array

HIDDEN = 4
T = 16
# W1: each hidden unit's weights in turn, in vegas.ai.net_las_vegas.read()'s order:
#   -32, -15, -5, -270, 118, 619, 0, -5, 460, 359, -388, -179, -306, 419, -284
#   -16, -10, -2, -987, 581, -129, 56, -20, -1240, 309, 214, -746, 74, 224, -461
#   22, 7, 4, -38, 178, 22, 65, -32, -58, 990, 84, -140, 52, -290, 38
#   -14, 3, 3, -439, 301, -18, -6, 10, -1536, -121, 307, -373, 169, 70, -7
W1 = array("h", (  # (little-endian, as the RP2040 and this host)
    b"\xe0\xff\xf1\xff\xfb\xff\xf2\xfe\x76\x00\x6b\x02\x00\x00\xfb\xff\xcc\x01\x67\x01\x7c\xfe\x4d\xff"
    b"\xce\xfe\xa3\x01\xe4\xfe\xf0\xff\xf6\xff\xfe\xff\x25\xfc\x45\x02\x7f\xff\x38\x00\xec\xff\x28\xfb"
    b"\x35\x01\xd6\x00\x16\xfd\x4a\x00\xe0\x00\x33\xfe\x16\x00\x07\x00\x04\x00\xda\xff\xb2\x00\x16\x00"
    b"\x41\x00\xe0\xff\xc6\xff\xde\x03\x54\x00\x74\xff\x34\x00\xde\xfe\x26\x00\xf2\xff\x03\x00\x03\x00"
    b"\x49\xfe\x2d\x01\xee\xff\xfa\xff\x0a\x00\x00\xfa\x87\xff\x33\x01\x8b\xfe\xa9\x00\x46\x00\xf9\xff"
))
B1 = (1049, -455, -668, 893)
W2 = (249, -546, 355, 360)
G = (1927, 288, 9213, 32685, -990, -12525)
C0 = 168616
