import jax
import jax.numpy as jnp


@jax.jit
def integrated_dose(rate_usv_h, mask, dt_s):
    dose = jnp.sum(rate_usv_h * mask) * dt_s / 3600.0
    peak = jnp.max(jnp.where(mask > 0, rate_usv_h, -jnp.inf))
    return dose, peak
