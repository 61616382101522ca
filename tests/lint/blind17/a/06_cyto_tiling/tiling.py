import numpy as np


def iter_tiles(image, tile=32):
    h, w = image.shape[:2]
    pad_h = (-h) % tile
    pad_w = (-w) % tile
    padded = np.pad(image, ((0, pad_h), (0, pad_w)), mode="reflect")
    for y in range(0, h, tile):
        for x in range(0, w, tile):
            patch = padded[y:y + tile, x:x + tile]
            yield (y, x), patch


def stitch(shape, pieces):
    h, w = shape
    out = np.zeros(shape, dtype=np.float32)
    for (y, x), prob in pieces:
        th = min(prob.shape[0], h - y)
        tw = min(prob.shape[1], w - x)
        out[y:y + th, x:x + tw] = prob[:th, :tw]
    return out
