import jax
import jax.numpy as jnp


@jax.jit
def received_sinr_db(p_tx_dbm, pathloss_db, fading, interference_dbm):
    rx_dbm = p_tx_dbm - pathloss_db + 10 * jnp.log10(jnp.mean(jnp.abs(fading) ** 2))
    noise_mw = 10 ** (-104.0 / 10) + 10 ** (interference_dbm / 10)
    return rx_dbm - 10 * jnp.log10(noise_mw)
