import jax
import jax.numpy as jnp


@jax.jit
def sinr_map(rx_power_dbm, noise_dbm, interference_dbm=None):
    noise_mw = 10 ** (noise_dbm / 10)
    if interference_dbm is not None:
        noise_mw = noise_mw + jnp.sum(10 ** (interference_dbm / 10), axis=0)
    return rx_power_dbm - 10 * jnp.log10(noise_mw)
