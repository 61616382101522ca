import jax
import jax.numpy as jnp

MU_PB = 0.60  # 1/cm, Cs-137


@jax.jit
def dose_rate_map(distances_m, activity_gbq, shutter_closed, shutter_cm):
    gamma_const = 0.0927  # uSv/h per GBq at 1 m
    open_rate = gamma_const * activity_gbq / distances_m ** 2
    return jnp.where(shutter_closed, open_rate * jnp.exp(-MU_PB * shutter_cm), open_rate)
