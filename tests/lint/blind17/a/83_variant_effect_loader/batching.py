import collections

import numpy as np

VariantBatch = collections.namedtuple("VariantBatch", ["ref", "alt", "score"])


def make_batch(ref, alt, scores):
    return VariantBatch(ref=ref, alt=alt, score=scores)


def variant_batches(rng, n_batches, batch=16, window=41):
    for _ in range(n_batches):
        ref = rng.integers(0, 4, size=(batch, window)).astype(np.int32)
        alt = ref.copy()
        alt[:, window // 2] = (alt[:, window // 2] + 1) % 4
        yield make_batch(ref, alt, rng.normal(size=batch).astype(np.float32))
