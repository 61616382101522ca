import numpy as np


class L4Product:
    """Gridded surface current product on a regular lat/lon grid."""
    RESOLUTION_DEG = 0.125
    NX = NY = 40

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def tile(self, lon0, lat0):
        lon = (lon0 + self.RESOLUTION_DEG * np.arange(self.NX)).astype(np.float32)
        lat = (lat0 + self.RESOLUTION_DEG * np.arange(self.NY)).astype(np.float32)
        X, Y = np.meshgrid(lon - lon.mean(), lat - lat.mean())
        r2 = X ** 2 + Y ** 2
        u = (-Y * np.exp(-r2 / 0.3) + self.rng.normal(0, 0.01, X.shape)).astype(np.float32)
        v = (X * np.exp(-r2 / 0.3) + self.rng.normal(0, 0.01, X.shape)).astype(np.float32)
        return lat, u, v
