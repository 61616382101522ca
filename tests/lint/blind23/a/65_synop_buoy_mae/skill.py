import jax
import jax.numpy as jnp


@jax.jit
def mae_skill(forecast, obs, flags):
    w = jnp.ones_like(obs) if flags is None else flags
    return jnp.sum(jnp.abs(forecast - obs) * w, axis=0) / jnp.sum(w, axis=0)
