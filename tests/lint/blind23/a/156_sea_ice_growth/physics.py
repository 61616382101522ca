import jax
import jax.numpy as jnp

from state import SeaIceSlab


@jax.jit
def ice_growth_step(ice, ocean_flux):
    k_ice, rho_l = 2.03, 917.0 * 3.34e5
    conductive = k_ice * (271.35 - ice.t_surface) / jnp.maximum(ice.thickness, 0.05)
    dh = ice.dt * (conductive - ocean_flux) / rho_l
    return SeaIceSlab(jnp.maximum(ice.thickness + dh, 0.0), ice.t_surface, ice.dt, ice.n_cols)
