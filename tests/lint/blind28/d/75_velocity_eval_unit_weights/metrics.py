import jax
import jax.numpy as jnp


@jax.jit
def weighted_skill(u_model, u_obs, weights):
    err = u_model - u_obs
    rmse = jnp.sqrt(jnp.sum(weights * err ** 2) / jnp.sum(weights))
    return rmse, jnp.sum(weights * err) / jnp.sum(weights)
