import numpy as np


class Grid:
    def __init__(self, nx, ny, lx=1.0, ly=1.0):
        self.nx, self.ny = nx, ny
        self.lx, self.ly = lx, ly

    @property
    def dx(self):
        return self.lx / (self.nx - 1)

    @property
    def dy(self):
        return self.ly / (self.ny - 1)

    def coords(self):
        x = np.linspace(0.0, self.lx, self.nx, dtype=np.float32)
        y = np.linspace(0.0, self.ly, self.ny, dtype=np.float32)
        return np.meshgrid(x, y, indexing="ij")
