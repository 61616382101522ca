import jax
import numpy as np

from augment import augment_one

augment_batch = jax.jit(jax.vmap(augment_one))


def train_batches(images, labels, batch_size, key):
    n = len(images)
    for start in range(0, n - batch_size + 1, batch_size):
        key, sub = jax.random.split(key)
        keys = jax.random.split(sub, batch_size)
        batch = augment_batch(images[start:start + batch_size], keys)
        yield batch, labels[start:start + batch_size]
