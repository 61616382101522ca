from dataclasses import dataclass

import numpy as np


@dataclass
class PointSource:
    name: str
    x_km: float
    y_km: float
    depth_km: float

    def array(self):
        return np.array([self.x_km, self.y_km, self.depth_km], np.float32)


SOURCES = [PointSource("summit", 0, 0, 3), PointSource("east_rift", 6.5, -1.2, 2.5),
           PointSource("flank", -3, 4, 4), PointSource("north_cone", 1.8, 7.4, 1.5)]
