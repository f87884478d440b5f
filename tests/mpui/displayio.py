"""displayio stand-in for MicroPython runs of the UI: state only, no pixels."""


class Group:
    def __init__(self, x=0, y=0, scale=1):
        self.items = []
        self.hidden = False
        self.x, self.y = x, y

    def append(self, item):
        self.items.append(item)

    def remove(self, item):
        self.items.remove(item)

    def index(self, item):
        return self.items.index(item)

    def insert(self, i, item):
        self.items.insert(i, item)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


class Bitmap:
    def __init__(self, width, height, colours):
        self.width, self.height = width, height
        bits = 1 if colours <= 2 else 2 if colours <= 4 else 4 if colours <= 16 else 8
        self.data = bytearray((width * height * bits + 7) // 8)  # the device's size

    def __setitem__(self, xy, value):
        x, y = xy
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError("pixel out of range")

    def __getitem__(self, xy):
        self[xy] = 0  # (the range check; pixels are not kept: every one reads as 0)
        return 0

    def fill(self, value):
        pass


class Palette:
    def __init__(self, n):
        self.colours = [0] * n
        self.clear = 0  # transparent entries, a bit each

    def __setitem__(self, i, c):
        self.colours[i] = c

    def __getitem__(self, i):
        return self.colours[i]

    def make_transparent(self, i):
        self.clear |= 1 << i

    def is_transparent(self, i):
        return bool(self.clear >> i & 1)


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None, tile_height=None,
                 default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.tiles = bytearray(width * height)
        self.width, self.height = width, height
        self.x, self.y = x, y
        self.hidden = False

    def __setitem__(self, i, tile):
        if type(i) is tuple:
            i = i[1] * self.width + i[0]
        self.tiles[i] = tile

    def __getitem__(self, i):
        if type(i) is tuple:
            i = i[1] * self.width + i[0]
        return self.tiles[i]
