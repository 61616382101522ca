import jax
import jax.numpy as jnp


@jax.jit
def meloxicam_plasma(dose_mg_kg, t_hours, half_life_h=12.0):
    # simple first-order elimination after IV meloxicam in cattle
    k = jnp.log(2.0) / half_life_h
    c0 = dose_mg_kg / 0.2
    return c0 * jnp.exp(-k * t_hours)
