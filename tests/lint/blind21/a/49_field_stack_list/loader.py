import numpy as np

SIZE = 32


def field_visits(field_id, seed=0):
    """All visits of one sky field; fields have been observed a different number of times."""
    rng = np.random.default_rng(seed + field_id)
    n_visits = 3 + field_id % 4
    sky = rng.uniform(0, 5, (SIZE, SIZE))
    return [(sky + rng.normal(0, 1, (SIZE, SIZE))).astype(np.float32) for _ in range(n_visits)]
