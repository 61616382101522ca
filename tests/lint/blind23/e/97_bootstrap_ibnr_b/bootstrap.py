import jax
import jax.numpy as jnp


@jax.jit
def bootstrap_ibnr(key, residuals, fitted_incremental, n_sims=400):
    idx = jax.random.randint(key, (n_sims,) + fitted_incremental.shape, 0, residuals.size)
    r = residuals.reshape(-1)[idx]
    pseudo = fitted_incremental + r * jnp.sqrt(jnp.maximum(fitted_incremental, 1e-6))
    return jnp.sum(jnp.maximum(pseudo, 0.0), axis=(1, 2))
