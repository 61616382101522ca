import jax
import jax.numpy as jnp


@jax.jit
def respiration_flux(r_ref, temp_c, moisture, q10=jnp.float32(2.0)):
    temp_term = q10 ** ((temp_c - 10.0) / 10.0)
    moist_term = jnp.clip(moisture / 0.3, 0.0, 1.0)
    return r_ref * temp_term * moist_term
