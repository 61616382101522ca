import jax
import jax.numpy as jnp


def kernel(a, b):
    d = a[:, None] - b[None, :]
    return 25.0 * jnp.exp(-2 * jnp.sin(jnp.pi * d / 24) ** 2 / 0.8**2) * jnp.exp(-0.5 * d**2 / 48.0**2)


@jax.jit
def impute(t_obs, y_obs, valid, t_query):
    mu = jnp.sum(y_obs * valid) / jnp.sum(valid)
    # missing hours get a huge noise variance, so they carry no information
    noise = jnp.where(valid > 0, 0.25, 1e6)
    K = kernel(t_obs, t_obs) + jnp.diag(noise)
    alpha = jnp.linalg.solve(K, (y_obs - mu) * valid)
    return kernel(t_query, t_obs) @ alpha + mu
