from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mean", "std"))
def normalise_fundus(batch, mean, std):
    m = jnp.asarray(mean, jnp.float32)
    s = jnp.asarray(std, jnp.float32)
    return (batch - m) / s


def batch_stats(batch):
    mean = tuple(round(float(v), 3) for v in batch.mean(axis=(0, 1, 2)))
    std = tuple(round(float(v), 3) for v in batch.std(axis=(0, 1, 2)))
    return mean, std
