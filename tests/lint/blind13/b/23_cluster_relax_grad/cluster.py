import jax.numpy as jnp
import numpy as np


def morse_cluster_energy(x, d=1.0, a=3.0, r0=1.0):
    n = x.shape[0]
    diff = x[:, None, :] - x[None, :, :]
    r = jnp.sqrt(jnp.sum(diff ** 2, -1) + jnp.eye(n))
    e = d * ((1 - jnp.exp(-a * (r - r0))) ** 2 - 1)
    return 0.5 * jnp.sum(e * (1 - jnp.eye(n)))


def random_cluster(n, seed=0, spread=1.2):
    rng = np.random.default_rng(seed)
    return jnp.asarray(rng.uniform(-spread, spread, size=(n, 3)), jnp.float32)
