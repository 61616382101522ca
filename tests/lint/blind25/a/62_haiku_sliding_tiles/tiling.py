import numpy as np

TILE = 32


def sliding_tiles(scene, tile=TILE):
    h, w, c = scene.shape
    ph, pw = -h % tile, -w % tile
    padded = np.pad(scene, ((0, ph), (0, pw), (0, 0)), mode="reflect")
    for r in range(0, h, tile):
        for col in range(0, w, tile):
            yield (r, col), padded[r:r + tile, col:col + tile]
