import functools

import jax
import jax.numpy as jnp
import numpy as np

BATCH = 32


def load_to_device(n=256, d=10, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    y = (X[:, 0] + X[:, 1] ** 2 > 1).astype(np.float32)
    return jax.device_put(X), jax.device_put(y)


@functools.partial(jax.jit, static_argnums=2)
def get_batch(X, y, i):
    return X[i * BATCH:(i + 1) * BATCH], y[i * BATCH:(i + 1) * BATCH]
