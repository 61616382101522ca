import numpy as np

FEATURE_SPECS = {
    "user_age_bucket": 1,
    "recent_clicks": 4,
    "session_embedding": 8,
}


class InMemoryFeatureStore:
    def __init__(self, seed=0):
        self._rng = np.random.default_rng(seed)
        self._rows = {}

    def put(self, entity_id, name, value):
        self._rows.setdefault(entity_id, {})[name] = np.asarray(value, dtype=np.float32)

    def populate(self, entity_ids):
        for eid in entity_ids:
            for name, width in FEATURE_SPECS.items():
                if name == "session_embedding" and eid % 3 == 0:
                    continue
                self.put(eid, name, self._rng.normal(size=(width,)))

    def get_batch(self, entity_ids):
        out = {}
        for name, width in FEATURE_SPECS.items():
            default = np.zeros((width,), dtype=np.float32)
            out[name] = np.stack([self._rows[e].get(name, default) for e in entity_ids])
        return out
