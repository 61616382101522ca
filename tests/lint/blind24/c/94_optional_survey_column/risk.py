import jax
import jax.numpy as jnp


@jax.jit
def risk_percentiles(x):
    z = (x - x.mean(0)) / (x.std(0) + 1e-6)
    score = z.sum(1) / jnp.sqrt(x.shape[1])
    return jnp.percentile(score, jnp.array([50.0, 90.0, 99.0]))
