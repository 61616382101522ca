from typing import NamedTuple, Tuple


class GridSpec(NamedTuple):
    lon0: float
    lat0: float
    res: float
    shape: Tuple[int, int]

    def bounds(self):
        h, w = self.shape
        return (self.lon0, self.lat0, self.lon0 + w * self.res, self.lat0 + h * self.res)
