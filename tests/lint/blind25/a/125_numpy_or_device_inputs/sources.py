import jax.numpy as jnp
import numpy as np


def from_archive(rng, n=64):
    return rng.uniform(0.1, 0.45, (n, 3)).astype(np.float32)


def from_live_feed(rng, n=64):
    return jnp.asarray(rng.uniform(0.1, 0.45, (n, 3)), jnp.float32)


def moisture_batches(seed=0):
    rng = np.random.default_rng(seed)
    for hour in range(8):
        yield hour, (from_live_feed(rng) if hour >= 5 else from_archive(rng))
