import jax
import jax.numpy as jnp


@jax.jit
def frost_probability(t2m):
    members = t2m.reshape((-1,) + t2m.shape[-2:])
    return jnp.mean(members < 273.15, axis=0)
