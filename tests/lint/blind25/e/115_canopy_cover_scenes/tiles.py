import numpy as np

TILE = 32

def tiles_with_edges(img):
    h, w = img.shape[:2]
    for i in range(0, h, TILE):
        for j in range(0, w, TILE):
            yield img[i:i + TILE, j:j + TILE]
