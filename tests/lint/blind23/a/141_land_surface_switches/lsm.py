import jax
import jax.numpy as jnp


@jax.jit
def ground_heat_step(T_soil, T_air, snow_depth, switches):
    insulation = jnp.where(switches["snow_scheme"], jnp.exp(-snow_depth / 0.2), 1.0)
    k = jnp.where(switches["frozen_soil"] & (T_soil < 273.15), 2.2, 1.2)
    flux = k * insulation * (T_air - T_soil)
    return T_soil + 0.01 * flux
