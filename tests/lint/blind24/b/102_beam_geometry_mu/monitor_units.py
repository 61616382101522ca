import jax
import jax.numpy as jnp


@jax.jit
def monitor_units(dose_cgy, geometry):
    ssd, field, depth = geometry
    pdd = jnp.exp(-0.045 * (depth - 1.5)) * (1 + 0.004 * (field - 10.0))
    isq = ((100.0 + 1.5) / (ssd + 1.5)) ** 2
    output_factor = 1.0 + 0.02 * jnp.log(field / 10.0)
    return dose_cgy / (pdd * isq * output_factor)
