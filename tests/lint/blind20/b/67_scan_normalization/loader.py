import jax
import numpy as np

from imaging import normalize_contrast


def normalized_scans(n, shape=(48, 36), seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        raw = rng.normal(0.5, 0.2, size=shape).astype(np.float32)
        yield i, jax.jit(normalize_contrast)(raw)
