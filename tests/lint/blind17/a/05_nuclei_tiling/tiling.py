import numpy as np


def iter_tiles(image, tile=32):
    h, w = image.shape[:2]
    for y in range(0, h, tile):
        for x in range(0, w, tile):
            patch = image[y:y + tile, x:x + tile]
            yield (y, x), patch


def stitch(shape, pieces):
    out = np.zeros(shape, dtype=np.float32)
    for (y, x), prob in pieces:
        out[y:y + prob.shape[0], x:x + prob.shape[1]] = prob
    return out
