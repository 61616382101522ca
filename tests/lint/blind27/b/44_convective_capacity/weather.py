import numpy as np

GRID = (32, 32)


def vil_tile(rng):
    """Vertically integrated liquid (kg/m^2) over a terminal area grid."""
    return rng.gamma(1.5, 3.0, GRID).astype(np.float32)


def airspace_mask(rng, hour):
    if hour % 4 == 0:
        # special-use airspace schedule published as 0/1 raster
        return (rng.uniform(size=GRID) > 0.1).astype(np.float32)
    return rng.uniform(size=GRID) > 0.1
