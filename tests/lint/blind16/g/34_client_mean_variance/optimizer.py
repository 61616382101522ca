import jax
import jax.numpy as jnp


@jax.jit
def mean_variance(mu, cov, gamma):
    n = mu.shape[0]
    raw = jnp.linalg.solve(gamma * cov + 1e-6 * jnp.eye(n), mu)
    w = jnp.clip(raw, 0.0, None)
    return w / jnp.maximum(jnp.sum(w), 1e-9)
