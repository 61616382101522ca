from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("box",))
def npt_step(pos, vel, dt, box):
    box_arr = jnp.array(box)
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box_arr * jnp.round(d / box_arr)
    r2 = jnp.sum(d * d, axis=-1) + jnp.eye(pos.shape[0]) * 1e6
    inv6 = (1.0 / r2) ** 3
    fmag = 24.0 * (2.0 * inv6 * inv6 - inv6) / r2
    f = jnp.sum(fmag[..., None] * d, axis=1)
    vel = vel + dt * f
    pos = jnp.mod(pos + dt * vel, box_arr)
    volume = box_arr[0] * box_arr[1] * box_arr[2]
    virial = jnp.sum(fmag * r2) / 2.0
    pressure = (jnp.sum(vel * vel) + virial / 3.0) / volume
    return pos, vel, pressure
