import numpy as np

TILE = 32


def tiles(grid):
    ny, nx = grid.shape
    for j in range(0, ny, TILE):
        for i in range(0, nx, TILE):
            t = grid[j:j + TILE, i:i + TILE]
            h, w = t.shape
            yield (j, i, h, w), np.pad(t, ((0, TILE - h), (0, TILE - w)), mode="edge")
