import jax
import jax.numpy as jnp


@jax.jit
def simulate_grades(key, mean_log, sd_log):
    z = jax.random.normal(key, (500,))
    g = jnp.exp(mean_log + sd_log * z)
    return jnp.mean(g), jnp.percentile(g, 95)
