import jax
import jax.numpy as jnp


@jax.jit
def update_moments(count, mean, m2, tile):
    """Chan et al. parallel update of per-band mean/variance with one tile."""
    n_b = tile.shape[1] * tile.shape[2]
    mean_b = tile.mean(axis=(1, 2))
    m2_b = ((tile - mean_b[:, None, None]) ** 2).sum(axis=(1, 2))
    n = count + n_b
    delta = mean_b - mean
    mean = mean + delta * n_b / n
    m2 = m2 + m2_b + delta ** 2 * count * n_b / n
    return n, mean, m2


class RunningBandStats:
    def __init__(self):
        self.count = 0.0
        self.mean = 0.0
        self.m2 = 0.0

    def update(self, tile):
        self.count, self.mean, self.m2 = update_moments(self.count, self.mean, self.m2, tile)

    @property
    def std(self):
        return jnp.sqrt(self.m2 / self.count)
