import jax
import jax.numpy as jnp


@jax.jit
def attenuation_report(sg, og):
    apparent = (og - sg) / (og - 1.0)
    abv = (og - sg) * 131.25
    return apparent, abv, jnp.mean(apparent)
