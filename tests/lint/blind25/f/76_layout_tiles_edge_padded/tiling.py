import numpy as np

TILE = 48


def iter_tiles(layout):
    H, W = layout.shape
    for y in range(0, H, TILE):
        for x in range(0, W, TILE):
            tile = layout[y:y + TILE, x:x + TILE]
            if tile.shape != (TILE, TILE):
                tile = np.pad(tile, ((0, TILE - tile.shape[0]), (0, TILE - tile.shape[1])))
            yield (y, x), tile
