class GridSpec:
    """Describes a regular lon/lat raster grid."""

    def __init__(self, lon0, lat0, res, shape):
        self.lon0 = lon0
        self.lat0 = lat0
        self.res = res
        self.shape = shape

    def bounds(self):
        h, w = self.shape
        return (self.lon0, self.lat0, self.lon0 + w * self.res, self.lat0 + h * self.res)
