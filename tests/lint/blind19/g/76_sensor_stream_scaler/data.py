import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalize(v, mu, sd):
    return (v - mu) / sd


def sensor_stream(n_batches, batch, seed=0):
    """Noisy temperature probes along a rod; yields (x, t, u) normalised per stream."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, (n_batches, batch)).astype(np.float32)
    t = rng.uniform(0, 1, (n_batches, batch)).astype(np.float32)
    u = (np.exp(-np.pi ** 2 * 0.1 * t) * np.sin(np.pi * x) + 0.01 * rng.normal(size=x.shape)).astype(np.float32)
    mu, sd = u.mean(), u.std()
    for i in range(n_batches):
        yield x[i], t[i], normalize(u[i], mu, sd)
