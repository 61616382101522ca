import numpy as np
import jax

from augment import time_shift_mask


def validation_preview(spec, seed=123):
    # reproducible preview of augmentations for the lab notebook
    return time_shift_mask(jax.random.PRNGKey(seed), spec)


def train_batches(key, n_batches=4, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        key, sub = jax.random.split(key)
        spec = rng.normal(size=(16, 32, 64)).astype(np.float32)
        yield time_shift_mask(sub, spec)
