import numpy as np


def scene_tiles(scene_idx, n_tiles=12, size=16, bands=4):
    rng = np.random.default_rng(scene_idx)
    tiles = rng.uniform(0, 0.5, (n_tiles, size, size, bands)).astype(np.float32)
    cloud_cover = rng.uniform(0, 1, n_tiles)
    labels = rng.integers(0, 3, n_tiles).astype(np.int32)
    return tiles, labels, cloud_cover


def clear_tiles(scene_idx, max_cloud=0.3):
    tiles, labels, cc = scene_tiles(scene_idx)
    weight = (cc < max_cloud).astype(np.float32)
    return tiles, labels, weight
