import numpy as np


class TileReader:
    def __init__(self, tile=24):
        self.tile = tile

    def prepare(self, scan):
        h, w = scan.shape
        ph = (-h) % self.tile
        pw = (-w) % self.tile
        return np.pad(scan, ((0, ph), (0, pw)), mode="reflect")

    def tiles(self, scan):
        padded = self.prepare(scan)
        t = self.tile
        for r in range(0, padded.shape[0], t):
            for c in range(0, padded.shape[1], t):
                yield (r, c), padded[r:r + t, c:c + t]
