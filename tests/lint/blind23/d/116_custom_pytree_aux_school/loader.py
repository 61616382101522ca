import numpy as np

from batch import ResponseBatch

SCHOOLS = ["adams", "baker", "carver", "dewey"]


def district_batches(n_items=30, per_batch=128, seed=0):
    rng = np.random.default_rng(seed)
    for school in SCHOOLS:
        for _ in range(2):
            yield ResponseBatch(rng.integers(0, n_items, per_batch).astype(np.int32),
                                (rng.random(per_batch) < 0.6).astype(np.float32), school)
