import numpy as np

class MunicipalTile:
    CELL = 100.0

    def __init__(self, name, bbox, seed):
        self.name, self.bbox = name, bbox
        self.rng = np.random.default_rng(seed)

    @property
    def shape(self):
        xmin, ymin, xmax, ymax = self.bbox
        return int((ymax - ymin) // self.CELL), int((xmax - xmin) // self.CELL)

    def rasterize(self):
        return (self.rng.uniform(size=self.shape) < 0.3).astype(np.float32) * self.rng.uniform(50, 400, self.shape).astype(np.float32)

MUNICIPALITIES = [
    MunicipalTile("elmwood", (0, 0, 4000, 3000), 1),
    MunicipalTile("fairview", (0, 0, 5200, 3000), 2),
    MunicipalTile("glenn", (0, 0, 4000, 3000), 3),
    MunicipalTile("hampton", (0, 0, 6000, 4400), 4),
]
