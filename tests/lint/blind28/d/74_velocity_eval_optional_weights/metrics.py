import jax
import jax.numpy as jnp


@jax.jit
def velocity_skill(u_model, u_obs, weights=None):
    err = u_model - u_obs
    if weights is None:
        weights = jnp.ones_like(err)
    rmse = jnp.sqrt(jnp.sum(weights * err ** 2) / jnp.sum(weights))
    bias = jnp.sum(weights * err) / jnp.sum(weights)
    return rmse, bias
