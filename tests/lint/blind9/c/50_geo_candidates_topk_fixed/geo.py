import numpy as np

EARTH_KM = 6371.0


def haversine_km(lat, lon, lats, lons):
    lat, lon, lats, lons = map(np.radians, (lat, lon, lats, lons))
    a = np.sin((lats - lat) / 2) ** 2 + np.cos(lat) * np.cos(lats) * np.sin((lons - lon) / 2) ** 2
    return 2 * EARTH_KM * np.arcsin(np.sqrt(a))


class StoreIndex:
    def __init__(self, lats, lons, feats, max_candidates=64):
        self.lats, self.lons, self.feats = lats, lons, feats
        self.max_candidates = max_candidates

    def within(self, lat, lon, radius_km):
        """The max_candidates nearest stores, with a mask for those inside the radius."""
        d = haversine_km(lat, lon, self.lats, self.lons)
        nearest = np.argpartition(d, self.max_candidates)[: self.max_candidates]
        in_range = d[nearest] < radius_km
        return nearest, d[nearest].astype(np.float32), self.feats[nearest], in_range
