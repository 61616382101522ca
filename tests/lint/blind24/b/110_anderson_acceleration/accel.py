import jax
import jax.numpy as jnp


@jax.jit
def anderson_mix(history_x, history_g):
    # least-squares combination of the stored fixed-point residuals
    f = jnp.stack([g - x for x, g in zip(history_x, history_g)], axis=1)
    gmat = jnp.stack(history_g, axis=1)
    ones = jnp.ones(f.shape[1])
    m = f.T @ f + 1e-10 * jnp.eye(f.shape[1])
    w = jnp.linalg.solve(m, ones)
    w = w / jnp.sum(w)
    return gmat @ w
