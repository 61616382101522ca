import jax
import jax.numpy as jnp

from restart import read_restart

K_ICE = 2.03
RHO_L = 3.0e8
DT = 86400.0


@jax.jit
def grow_ice(h, air_temp, ocean_flux):
    conductive = K_ICE * (-1.8 - air_temp) / jnp.maximum(h, 0.1)
    return jnp.maximum(h + DT * (conductive - ocean_flux) / RHO_L, 0.0)


h, t_air = read_restart()
for day in range(10):
    h = grow_ice(h, t_air, 2.0)
    print(day, type(h).__name__, float(h.mean()))
