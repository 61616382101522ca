import numpy as np

TILE = 16


def tile_strip(strip):
    h, w = strip.shape
    n = w // TILE
    tiles = strip[:, : n * TILE].reshape(h, n, TILE).transpose(1, 0, 2)
    return np.ascontiguousarray(tiles)
