import jax.numpy as jnp
import numpy as np


def trials(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield {"lr": jnp.float32(10 ** rng.uniform(-3, -1)), "l2": jnp.float32(10 ** rng.uniform(-5, -2))}
