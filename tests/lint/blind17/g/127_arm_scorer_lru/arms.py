import functools

import jax
import jax.numpy as jnp
import numpy as np

ARM_SEEDS = {"A": 1, "B": 2, "C": 3}


def arm_weights(arm):
    rng = np.random.default_rng(ARM_SEEDS[arm])
    return jnp.asarray(rng.normal(size=(6,)), jnp.float32)


def _score(weights, x):
    return jax.nn.sigmoid(x @ weights)


@functools.lru_cache(maxsize=2)
def scorer_for(arm):
    return jax.jit(functools.partial(_score, arm_weights(arm)))
