import jax
import numpy as np

from noising import corrupt


def training_pairs(ids, batch_size, seed):
    key = jax.random.PRNGKey(seed)
    for i in range(0, len(ids), batch_size):
        key, sub = jax.random.split(key)
        clean = ids[i:i + batch_size]
        yield corrupt(sub, clean, 0.15), clean


def validation_pairs(ids, batch_size, seed):
    key = jax.random.PRNGKey(seed)
    for i in range(0, len(ids), batch_size):
        sub = jax.random.fold_in(key, i)
        clean = ids[i:i + batch_size]
        yield corrupt(sub, clean, 0.15), clean
