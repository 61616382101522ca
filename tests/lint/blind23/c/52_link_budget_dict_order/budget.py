import jax
import jax.numpy as jnp


@jax.jit
def link_margin_db(params, distance_km):
    fspl = 20 * jnp.log10(distance_km) + 20 * jnp.log10(params["freq_mhz"]) + 32.44
    rx = params["eirp_dbm"] - fspl + params["rx_gain_dbi"] - params["misc_loss_db"]
    noise = -174 + 10 * jnp.log10(params["bw_hz"]) + params["nf_db"]
    return rx - noise - params["required_snr_db"]
