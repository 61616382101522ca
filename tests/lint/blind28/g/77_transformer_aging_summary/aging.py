import jax
import jax.numpy as jnp


@jax.jit
def aging_summary(top_oil_c):
    hot_spot = top_oil_c + 25.0
    faa = jnp.exp(15000.0 / 383.0 - 15000.0 / (hot_spot + 273.0))
    return jnp.stack([faa.sum(), faa.max(), jnp.mean(hot_spot > 110.0)])
