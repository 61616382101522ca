import numpy as np

def archive_tile(rng, size=64):
    return rng.integers(0, 6, (size, size)).astype(np.uint8)

def reprojected_tile(rng, size=64):
    return np.round(rng.uniform(0, 5, (size, size))).astype(np.float32)

def tile_stream(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield (archive_tile(rng) if i % 2 == 0 else reprojected_tile(rng))
