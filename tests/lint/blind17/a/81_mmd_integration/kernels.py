import jax
import jax.numpy as jnp
import numpy as np


def median_bandwidth(x, y):
    z = np.concatenate([x, y])
    d = np.sqrt(((z[:, None] - z[None]) ** 2).sum(-1))
    return float(np.median(d[d > 0]))


@jax.jit
def mmd2(x, y, sigma):
    def k(a, b):
        d2 = jnp.sum((a[:, None] - b[None]) ** 2, axis=-1)
        return jnp.exp(-d2 / (2 * sigma ** 2))
    return k(x, x).mean() + k(y, y).mean() - 2 * k(x, y).mean()
