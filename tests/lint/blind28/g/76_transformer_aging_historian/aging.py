import jax
import jax.numpy as jnp


@jax.jit
def loss_of_life_hours(top_oil_c, ambient_rise=25.0):
    hot_spot = top_oil_c + ambient_rise
    faa = jnp.exp(15000.0 / 383.0 - 15000.0 / (hot_spot + 273.0))
    return jnp.sum(faa)
