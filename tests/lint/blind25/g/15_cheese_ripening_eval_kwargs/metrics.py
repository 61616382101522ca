import jax
import jax.numpy as jnp


@jax.jit
def ripeness_error(params, texture, age_days):
    pred = texture @ params["w"] + params["b"]
    err = pred - age_days
    return jnp.sqrt(jnp.mean(err ** 2)), jnp.mean(jnp.abs(err))
