import numpy as np

TILE = 32


def scan_tiles(scan):
    """Walk a full-width fabric scan (rows x cols) in TILE x TILE windows."""
    h, w = scan.shape
    for r in range(0, h - TILE + 1, TILE):
        for c in range(0, w, TILE):
            yield (r, c), scan[r:r + TILE, c:c + TILE]
