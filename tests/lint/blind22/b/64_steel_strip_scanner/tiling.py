import numpy as np

TILE = 16
MAX_TILES = 16


def tile_strip(strip):
    h, w = strip.shape
    n = w // TILE
    tiles = np.zeros((MAX_TILES, h, TILE), dtype=np.float32)
    tiles[:n] = strip[:, : n * TILE].reshape(h, n, TILE).transpose(1, 0, 2)
    valid = np.arange(MAX_TILES) < n
    return tiles, valid
