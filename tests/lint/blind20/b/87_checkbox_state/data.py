import jax.numpy as jnp
import numpy as np

N, FEAT = 24, 10


def train_split(rng):
    x = rng.standard_normal((N, FEAT)).astype(np.float32)
    y = rng.integers(0, 3, size=N).astype(np.int32)
    return x, y


def eval_split(rng):
    x, y = train_split(rng)
    return jnp.asarray(x), jnp.asarray(y)
