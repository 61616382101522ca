import jax
import jax.numpy as jnp


@jax.jit
def replicate_summary(volumes, n_valid, normality, sample_ml):
    mask = jnp.arange(volumes.shape[0]) < n_valid
    ta = volumes * normality * 75.0 / sample_ml
    mean = jnp.sum(jnp.where(mask, ta, 0.0)) / n_valid
    var = jnp.sum(jnp.where(mask, (ta - mean) ** 2, 0.0)) / n_valid
    return mean, jnp.sqrt(var)
