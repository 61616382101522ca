import jax
import jax.numpy as jnp
import numpy as np

from state import ShallowWaterState

G = 9.81
DX = 1000.0


@jax.jit
def step(state):
    h, u, dt = state.h, state.u, state.dt
    dudx = (jnp.roll(u, -1) - jnp.roll(u, 1)) / (2 * DX)
    dhdx = (jnp.roll(h, -1) - jnp.roll(h, 1)) / (2 * DX)
    h_new = h - dt * h * dudx
    u_new = u - dt * (G * dhdx + u * dudx)
    return ShallowWaterState(h_new, u_new, dt)


def cfl_timestep(state, courant=0.4):
    speed = np.max(np.abs(np.asarray(state.u)) + np.sqrt(G * np.asarray(state.h)))
    return float(courant * DX / speed)
