import jax
import jax.numpy as jnp
import numpy as np

BATCH = 32


def load_to_device(n=256, d=10, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    y = (X[:, 0] + X[:, 1] ** 2 > 1).astype(np.float32)
    return jax.device_put(X), jax.device_put(y)


@jax.jit
def get_batch(X, y, i):
    start = i * BATCH
    return (jax.lax.dynamic_slice_in_dim(X, start, BATCH),
            jax.lax.dynamic_slice_in_dim(y, start, BATCH))
