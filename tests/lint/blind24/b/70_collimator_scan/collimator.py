import jax
import jax.numpy as jnp


@jax.jit
def angular_response(angles_deg, septal_pen=0.02, fwhm_deg=4.0):
    sigma = fwhm_deg / 2.355
    geometric = jnp.exp(-0.5 * (angles_deg / sigma) ** 2)
    return (1 - septal_pen) * geometric + septal_pen
