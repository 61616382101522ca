import numpy as np

EARTH_KM = 6371.0


def haversine_km(lat, lon, lats, lons):
    lat, lon, lats, lons = map(np.radians, (lat, lon, lats, lons))
    a = np.sin((lats - lat) / 2) ** 2 + np.cos(lat) * np.cos(lats) * np.sin((lons - lon) / 2) ** 2
    return 2 * EARTH_KM * np.arcsin(np.sqrt(a))


class StoreIndex:
    def __init__(self, lats, lons, feats):
        self.lats, self.lons, self.feats = lats, lons, feats

    def within(self, lat, lon, radius_km):
        d = haversine_km(lat, lon, self.lats, self.lons)
        keep = np.nonzero(d < radius_km)[0]
        return keep, d[keep].astype(np.float32), self.feats[keep]
