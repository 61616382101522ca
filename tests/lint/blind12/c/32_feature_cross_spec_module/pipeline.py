import numpy as np

from crosses import CrossSpec, hashed_crosses

CROSS_SPEC = CrossSpec([(0, 1), (0, 2), (1, 3)], n_buckets=1024)


def batches(rng, n_batches, batch_size=32, n_fields=4):
    for _ in range(n_batches):
        yield rng.integers(0, 500, size=(batch_size, n_fields)).astype(np.int32)


def add_cross_features(cat, spec=CROSS_SPEC):
    return np.concatenate([cat, np.asarray(hashed_crosses(cat, spec))], axis=1)
