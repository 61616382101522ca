import jax
import jax.numpy as jnp


@jax.jit
def welford_update(count, mean, m2, batch, valid):
    """Chan et al. parallel update of running mean / M2 with a batch of masked rows."""
    n_b = valid.sum()
    w = valid[:, None].astype(batch.dtype)
    mean_b = (w * batch).sum(0) / jnp.maximum(n_b, 1)
    m2_b = (w * (batch - mean_b) ** 2).sum(0)
    total = count + n_b
    delta = mean_b - mean
    mean = mean + delta * n_b / jnp.maximum(total, 1)
    m2 = m2 + m2_b + delta**2 * count * n_b / jnp.maximum(total, 1)
    return total, mean, m2


class RunningNormalizer:
    def __init__(self, n_features):
        self.count = 0
        self.mean = jnp.zeros(n_features)
        self.m2 = jnp.zeros(n_features)

    def update(self, batch, valid):
        self.count, self.mean, self.m2 = welford_update(self.count, self.mean, self.m2, batch, valid)

    @property
    def std(self):
        return jnp.sqrt(self.m2 / jnp.maximum(self.count - 1, 1))

    def __call__(self, x):
        return (x - self.mean) / (self.std + 1e-6)
