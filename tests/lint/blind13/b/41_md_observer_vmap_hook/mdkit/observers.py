import jax
import jax.numpy as jnp
import numpy as np


def pair_virial(xi, x, box, sigma=1.0, eps=1.0):
    dr = xi - x
    dr = dr - box * jnp.round(dr / box)
    r2 = jnp.sum(dr ** 2, -1)
    r2 = jnp.where(r2 > 1e-6, r2, 1.0)
    s6 = (sigma ** 2 / r2) ** 3
    w = jnp.where(r2 < 2 ** (1 / 3) * sigma ** 2, 24 * eps * (2 * s6 ** 2 - s6), 0.0)
    return 0.5 * jnp.sum(w)


class VirialObserver:
    def __init__(self):
        self.samples = []

    def __call__(self, step, x, box):
        per_particle = jax.jit(jax.vmap(pair_virial, in_axes=(0, None, None)))(x, x, box)
        n = x.shape[0]
        pressure = (n + jnp.sum(per_particle) / 3.0) / box ** 3
        self.samples.append((step, float(pressure)))


class RDFObserver:
    def __init__(self, n_bins=20):
        self.n_bins = n_bins
        self.hist = np.zeros(n_bins)

    def __call__(self, step, x, box):
        xs = np.asarray(x)
        dr = xs[:, None] - xs[None]
        dr -= box * np.round(dr / box)
        r = np.linalg.norm(dr, axis=-1)[np.triu_indices(len(xs), 1)]
        h, _ = np.histogram(r, bins=self.n_bins, range=(0, box / 2))
        self.hist += h
