import jax.numpy as jnp
import numpy as np

STORAGE_DTYPE = jnp.bfloat16


def load_pool(n=1024, d=8, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    return jnp.asarray(X, dtype=STORAGE_DTYPE)


def curated_seed_set(n=16, d=8, seed=1):
    rng = np.random.default_rng(seed)
    return jnp.asarray(rng.normal(size=(n, d)), dtype=STORAGE_DTYPE)


def oracle(x):
    return (x[:, 0] + x[:, 1] > 0).astype(jnp.int32)
