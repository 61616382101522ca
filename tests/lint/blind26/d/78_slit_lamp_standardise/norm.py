from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mean", "std"))
def standardise(batch, mean, std):
    return (batch - jnp.asarray(mean, jnp.float32)) / jnp.asarray(std, jnp.float32)


def dataset_stats(batches):
    allpix = jnp.concatenate([b.reshape(-1, 3) for b in batches])
    mean = tuple(round(float(v), 3) for v in allpix.mean(0))
    std = tuple(round(float(v), 3) for v in allpix.std(0))
    return mean, std
