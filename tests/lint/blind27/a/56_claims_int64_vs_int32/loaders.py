import numpy as np
import jax.numpy as jnp


def from_warehouse(rng, n):
    # warehouse extract: pandas-style int64 codes
    return rng.integers(0, 12, n).astype(np.int64), rng.gamma(2.0, 900.0, n).astype(np.float64)


def from_stream(rng, n):
    return jnp.asarray(rng.integers(0, 12, n), jnp.int32), jnp.asarray(rng.gamma(2.0, 900.0, n), jnp.float32)
