import jax
import jax.numpy as jnp


@jax.jit
def plies_per_roll(usable_width_cm, roll_length_m, marker_widths, marker_length_m):
    fits = marker_widths <= usable_width_cm
    plies = jnp.floor(roll_length_m / marker_length_m)
    return jnp.where(fits, plies, 0.0)
