import jax
import jax.numpy as jnp


def kernel(a, b):
    d = a[:, None] - b[None, :]
    return 25.0 * jnp.exp(-2 * jnp.sin(jnp.pi * d / 24) ** 2 / 0.8**2) * jnp.exp(-0.5 * d**2 / 48.0**2)


@jax.jit
def impute(t_obs, y_obs, t_query):
    mu = y_obs.mean()
    K = kernel(t_obs, t_obs) + 0.25 * jnp.eye(t_obs.shape[0])
    alpha = jnp.linalg.solve(K, y_obs - mu)
    return kernel(t_query, t_obs) @ alpha + mu
