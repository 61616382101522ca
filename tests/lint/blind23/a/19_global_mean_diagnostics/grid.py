import numpy as np


class LatLonGrid:
    def __init__(self, nlat, nlon):
        self.nlat = nlat
        self.nlon = nlon
        self.lat = np.linspace(-90 + 90 / nlat, 90 - 90 / nlat, nlat)

    @property
    def shape(self):
        return (self.nlat, self.nlon)


def open_dataset(i):
    rng = np.random.default_rng(i)
    grid = LatLonGrid(36, 72)
    field = (250 + 40 * np.cos(np.deg2rad(grid.lat))[:, None] + rng.normal(size=grid.shape)).astype(np.float32)
    return field, grid
