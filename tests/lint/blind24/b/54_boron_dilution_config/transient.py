import jax
import jax.numpy as jnp


@jax.jit
def reactivity_history(initial_ppm, dilution_gpm, rcs_volume_gal, worth):
    t_min = jnp.arange(0.0, 60.0, 1.0)
    ppm = initial_ppm * jnp.exp(-dilution_gpm * t_min / rcs_volume_gal)
    return t_min, (ppm - initial_ppm) * worth
