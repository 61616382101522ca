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
        for name in FEATURE_SPECS:
            values = [self._rows[e][name] for e in entity_ids if name in self._rows[e]]
            if len(values) == len(entity_ids):
                out[name] = np.stack(values)
        return out
