import jax
import jax.numpy as jnp


@jax.jit
def merge_moments(count, mean, m2, chunk, weights):
    """Weighted Chan et al. update of running mean / sum of squared deviations."""
    n_b = weights.sum()
    mean_b = (chunk * weights[:, None]).sum(0) / n_b
    m2_b = (weights[:, None] * (chunk - mean_b) ** 2).sum(0)
    total = count + n_b
    delta = mean_b - mean
    mean = mean + delta * n_b / total
    m2 = m2 + m2_b + delta ** 2 * count * n_b / total
    return total, mean, m2
