from typing import NamedTuple, Optional

import jax
import jax.numpy as jnp


class MDState(NamedTuple):
    pos: jax.Array
    vel: jax.Array
    force: Optional[jax.Array]


def morse_forces(pos, d=1.0, a=1.5, r0=1.1):
    diff = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(diff * diff, axis=-1) + jnp.eye(pos.shape[0]))
    ex = jnp.exp(-a * (r - r0))
    mag = 2.0 * a * d * (1.0 - ex) * ex / r * (1.0 - jnp.eye(pos.shape[0]))
    return -jnp.sum(mag[:, :, None] * diff, axis=1)


@jax.jit
def velocity_verlet(state, dt):
    force = morse_forces(state.pos) if state.force is None else state.force
    vel = state.vel + 0.5 * dt * force
    pos = state.pos + dt * vel
    new_force = morse_forces(pos)
    vel = vel + 0.5 * dt * new_force
    return MDState(pos, vel, new_force)


def main():
    key = jax.random.PRNGKey(0)
    pos = jax.random.uniform(key, (27, 3)) * 3.0
    state = MDState(pos, jnp.zeros_like(pos), None)
    for step in range(8):
        state = velocity_verlet(state, 0.002)
    print("KE", float(0.5 * jnp.sum(state.vel ** 2)))


if __name__ == "__main__":
    main()
