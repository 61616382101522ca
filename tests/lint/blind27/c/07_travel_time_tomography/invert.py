import jax
import jax.numpy as jnp


@jax.jit
def slowness_update(slowness, G, t_obs, damping):
    resid = G @ slowness - t_obs
    grad = G.T @ resid + damping * (slowness - 0.25)
    return slowness - 0.05 * grad, jnp.sqrt(jnp.mean(resid ** 2))
