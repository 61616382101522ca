import jax
import jax.numpy as jnp


@jax.jit
def welford_update(mean, m2, count, samples):
    """Merge a batch of samples into running (mean, M2, count) - Chan et al."""
    n_b = samples.shape[0]
    mean_b = samples.mean()
    m2_b = ((samples - mean_b) ** 2).sum()
    total = count + n_b
    delta = mean_b - mean
    new_mean = mean + delta * n_b / total
    new_m2 = m2 + m2_b + delta**2 * count * n_b / total
    return new_mean, new_m2, total
