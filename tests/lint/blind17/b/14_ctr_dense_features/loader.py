import numpy as np


class ImpressionLoader:
    def __init__(self, num_users, num_ads, batch_size=32, seed=0):
        self.rng = np.random.default_rng(seed)
        self.num_users = num_users
        self.num_ads = num_ads
        self.batch_size = batch_size

    def _raw(self):
        b = self.batch_size
        has_geo = self.rng.random() < 0.5
        has_query = self.rng.random() < 0.5
        geo = self.rng.integers(0, 50, b).astype(np.int32)
        qlen = self.rng.integers(1, 12, b).astype(np.float32)
        return {
            "user": self.rng.integers(0, self.num_users, b).astype(np.int32),
            "ad": self.rng.integers(0, self.num_ads, b).astype(np.int32),
            "geo": geo if has_geo else np.zeros(b, np.int32),
            "geo_present": np.full(b, has_geo, np.float32),
            "query_len": qlen if has_query else np.zeros(b, np.float32),
        }

    def __iter__(self):
        while True:
            feats = self._raw()
            clicks = (self.rng.random(self.batch_size) < 0.1).astype(np.float32)
            yield feats, clicks
