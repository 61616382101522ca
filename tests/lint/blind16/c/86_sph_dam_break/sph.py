import jax
import jax.numpy as jnp

from state import FluidState

DT = 0.005


def density(pos, h=0.2, mass=0.02):
    r2 = jnp.sum((pos[:, None] - pos[None]) ** 2, -1)
    w = jnp.clip(1.0 - r2 / h**2, 0.0, None) ** 3
    return mass * jnp.sum(w, axis=1) * 315 / (64 * jnp.pi * h**3)


def pressure_force(pos, h=0.2, k=1.0, rho0=1.0):
    rho = density(pos, h)
    p = k * (rho - rho0)
    d = pos[:, None] - pos[None]
    r2 = jnp.sum(d**2, -1)
    grad_w = -6.0 * jnp.clip(1.0 - r2 / h**2, 0.0, None) ** 2 / h**2
    return -jnp.sum(((p[:, None] + p[None, :]) / (2 * rho[None, :]) * grad_w)[..., None] * d, axis=1)


@jax.jit
def advance(state):
    acc = pressure_force(state.pos) + jnp.array([0.0, -1.0])
    vel = state.vel + DT * acc
    pos = jnp.clip(state.pos + DT * vel, 0.0, 1.0)
    return FluidState(pos, vel, state.time + DT, state.n_particles)
