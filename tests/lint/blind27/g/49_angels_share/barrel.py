import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def angels_share(volume_l, abv, humidity, n_months):
    def month(carry, _):
        v, a = carry
        water_loss = 0.0015 * (1.0 - humidity)
        ethanol_loss = 0.0012 * humidity
        v_new = v * (1.0 - water_loss - ethanol_loss * a / 100.0)
        a_new = (a * v * (1.0 - ethanol_loss)) / v_new
        return (v_new, a_new), v_new

    (v, a), vols = jax.lax.scan(month, (volume_l, abv), None, length=n_months)
    return v, a, vols
