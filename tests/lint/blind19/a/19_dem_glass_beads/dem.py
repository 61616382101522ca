from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("params",))
def dem_step(pos, vel, dt, params):
    d = pos[:, None, :] - pos[None, :, :]
    dist = jnp.sqrt(jnp.sum(d * d, axis=-1) + 1e-12)
    overlap = jnp.clip(2 * params.radius - dist, 0.0)
    overlap = overlap * (1.0 - jnp.eye(pos.shape[0]))
    f = params.stiffness * jnp.sum((overlap / dist)[:, :, None] * d, axis=1)
    vel = vel + dt * (f + jnp.array([0.0, -9.81]))
    pos = pos + dt * vel
    hit = pos[:, 1] < params.radius
    vel = vel.at[:, 1].set(jnp.where(hit, -params.restitution * vel[:, 1], vel[:, 1]))
    pos = pos.at[:, 1].set(jnp.maximum(pos[:, 1], params.radius))
    return pos, vel
