import numpy as np

from features import FeatureSchema

SCHEMA_SPEC = {
    "names": ["clicks_1h", "clicks_24h", "dwell_sec", "price", "age_days"],
    "log_features": ["clicks_1h", "clicks_24h", "dwell_sec"],
    "clip": 10.0,
}


class StreamingFeatureStore:
    def __init__(self, seed=0):
        self._rng = np.random.default_rng(seed)

    def schema(self):
        return FeatureSchema(**SCHEMA_SPEC)

    def poll(self, n_rows=64):
        raw = self._rng.gamma(2.0, 20.0, size=(n_rows, len(SCHEMA_SPEC["names"])))
        return raw.astype(np.float32)
