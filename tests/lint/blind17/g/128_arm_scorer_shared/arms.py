import functools

import jax
import jax.numpy as jnp
import numpy as np

ARM_SEEDS = {"A": 1, "B": 2, "C": 3}


@functools.lru_cache(maxsize=None)
def arm_weights(arm):
    rng = np.random.default_rng(ARM_SEEDS[arm])
    return jnp.asarray(rng.normal(size=(6,)), jnp.float32)


@jax.jit
def score(weights, x):
    return jax.nn.sigmoid(x @ weights)
