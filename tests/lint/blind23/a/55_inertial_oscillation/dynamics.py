import jax
import jax.numpy as jnp

F_CORIOLIS = 1e-4
DT = 600.0


@jax.jit
def inertial_step(state, drag):
    # semi-implicit inertial oscillation with linear drag; 6 substeps = 1 hour
    u, v = state.u, state.v
    for _ in range(6):
        u_new = (u + DT * F_CORIOLIS * v) / (1 + DT * drag)
        v = (v - DT * F_CORIOLIS * u_new) / (1 + DT * drag)
        u = u_new
    return state.replace(u=u, v=v, hour=state.hour + 1)
