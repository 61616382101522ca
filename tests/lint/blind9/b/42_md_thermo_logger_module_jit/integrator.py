from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    pos: jax.Array
    vel: jax.Array


def harmonic_trap_lj(pos, k_trap=0.5):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d ** 2, -1) + jnp.eye(pos.shape[0])
    inv6 = (1.0 / r2) ** 3
    e_pair = jnp.sum(jnp.triu(4.0 * (inv6 ** 2 - inv6), 1))
    return e_pair + 0.5 * k_trap * jnp.sum(pos ** 2)


@jax.jit
def verlet(state, masses, dt):
    inv_m = 1.0 / masses[:, None]
    f = -jax.grad(harmonic_trap_lj)(state.pos)
    vel = state.vel + 0.5 * dt * f * inv_m
    pos = state.pos + dt * vel
    vel = vel - 0.5 * dt * jax.grad(harmonic_trap_lj)(pos) * inv_m
    return State(pos, vel)


def integrate(state, masses, dt, n_steps, callbacks=()):
    for step in range(n_steps):
        state = verlet(state, masses, dt)
        for cb in callbacks:
            cb(step, state)
    return state
