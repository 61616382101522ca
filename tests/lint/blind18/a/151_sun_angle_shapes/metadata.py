import numpy as np


def sun_elevation_from_mtl(scene_idx):
    """Landsat MTL: a single SUN_ELEVATION value."""
    return np.float32(35.0 + 5 * scene_idx)


def sun_elevation_from_tile_grid(scene_idx):
    """Sentinel-2 granule metadata: mean of the 23x23 sun-angle grid, kept as a 1-element array."""
    grid = np.full((23, 23), 90.0 - (50.0 - 4 * scene_idx), np.float32)
    return np.atleast_1d(grid.mean(keepdims=False)).astype(np.float32)


def sun_elevation(scene_idx):
    return sun_elevation_from_mtl(scene_idx) if scene_idx % 2 == 0 else sun_elevation_from_tile_grid(scene_idx)
