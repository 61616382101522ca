import equinox as eqx
import jax
import jax.numpy as jnp


class RunningMoments(eqx.Module):
    """Streaming per-feature mean/variance (Chan et al. parallel update)."""

    mean: jax.Array
    m2: jax.Array
    count: jax.Array

    @classmethod
    def empty(cls, n_features):
        return cls(jnp.zeros(n_features), jnp.zeros(n_features), jnp.zeros((), jnp.float32))

    @property
    def variance(self):
        return self.m2 / jnp.maximum(self.count - 1, 1)


@eqx.filter_jit
def merge_batch(stats, batch):
    n_b = batch.shape[0]
    mean_b = batch.mean(axis=0)
    m2_b = ((batch - mean_b) ** 2).sum(axis=0)
    n = stats.count + n_b
    delta = mean_b - stats.mean
    mean = stats.mean + delta * n_b / n
    m2 = stats.m2 + m2_b + delta**2 * stats.count * n_b / n
    return RunningMoments(mean, m2, n)
