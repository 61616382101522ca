import jax
import jax.numpy as jnp

K_ICE, RHO_ICE, L_F = 2.03, 917.0, 3.34e5
T_FREEZE = -1.8


@jax.jit
def grow_ice(h, t_air, snow, dt):
    # Stefan's law with a snow layer (Maykut 1986 style)
    k_snow = 0.31
    conductance = 1.0 / (h / K_ICE + snow / k_snow + 1e-3)
    flux = conductance * jnp.maximum(T_FREEZE - t_air, 0.0)
    return h + dt * flux / (RHO_ICE * L_F)
