import jax.numpy as jnp


def horizons(t_final, n_stages):
    return jnp.linspace(t_final / n_stages, t_final, n_stages, dtype=jnp.float32)
