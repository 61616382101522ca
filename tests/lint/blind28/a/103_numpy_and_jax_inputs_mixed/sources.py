import jax.numpy as jnp
import numpy as np


def from_warehouse(rng):
    return rng.uniform(0.4, 1.0, (7, 24)).astype(np.float32)


def from_live_feed(rng):
    return jnp.asarray(rng.uniform(0.4, 1.0, (7, 24)), dtype=jnp.float32)
