import numpy as np

from batch import ScoredBatch

SCHOOLS = ["adams", "baker", "carver", "dewey"]
N_ITEMS = 30


def district_batches(per_batch=128, seed=0):
    rng = np.random.default_rng(seed)
    for s, _ in enumerate(SCHOOLS):
        for _ in range(2):
            yield ScoredBatch(rng.integers(0, N_ITEMS, per_batch).astype(np.int32),
                              (rng.random(per_batch) < 0.6).astype(np.float32),
                              np.full(per_batch, s, np.int32), N_ITEMS)
