import dataclasses

import numpy as np


@dataclasses.dataclass(frozen=True)
class Grid:
    nx: int
    ny: int
    lx: float = 1.0
    ly: float = 1.0

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
