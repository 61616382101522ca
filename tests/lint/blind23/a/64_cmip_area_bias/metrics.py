import jax
import jax.numpy as jnp


@jax.jit
def area_weighted_bias(model, ref, lat, mask=None):
    w = jnp.cos(jnp.deg2rad(lat))[:, None] * jnp.ones_like(model)
    if mask is not None:
        w = w * mask
    return jnp.sum((model - ref) * w) / jnp.sum(w)
