import numpy as np

SIZE = 32
MAX_VISITS = 8


def field_visits(field_id, seed=0):
    """All visits of one sky field, packed into a MAX_VISITS-deep cube with a visit mask."""
    rng = np.random.default_rng(seed + field_id)
    n_visits = 3 + field_id % 4
    sky = rng.uniform(0, 5, (SIZE, SIZE))
    cube = np.zeros((MAX_VISITS, SIZE, SIZE), np.float32)
    for k in range(n_visits):
        cube[k] = sky + rng.normal(0, 1, (SIZE, SIZE))
    mask = (np.arange(MAX_VISITS) < n_visits).astype(np.float32)
    return cube, mask
