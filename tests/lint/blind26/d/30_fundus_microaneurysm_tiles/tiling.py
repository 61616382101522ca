import numpy as np


def pad_to_multiple(image, tile):
    h, w = image.shape[:2]
    ph = (-h) % tile
    pw = (-w) % tile
    return np.pad(image, ((0, ph), (0, pw), (0, 0)), mode="reflect"), (h, w)


def tile_grid(image, tile=32):
    padded, (h, w) = pad_to_multiple(image, tile)
    ys = range(0, padded.shape[0], tile)
    xs = range(0, padded.shape[1], tile)
    batch = np.stack([padded[y:y + tile, x:x + tile] for y in ys for x in xs])
    return batch, padded.shape[:2], (h, w)
