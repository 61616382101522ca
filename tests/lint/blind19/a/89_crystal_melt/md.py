import jax
import jax.numpy as jnp


@jax.jit
def melt_step(pos, vel, box, dt):
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box * jnp.round(d / box)
    r2 = jnp.sum(d * d, axis=-1) + jnp.eye(pos.shape[0]) * 1e6
    inv6 = (0.9 / r2) ** 3
    f = jnp.sum((24.0 * (2.0 * inv6 * inv6 - inv6) / r2)[..., None] * d, axis=1)
    vel = vel + dt * f
    pos = jnp.mod(pos + dt * vel, box)
    return pos, vel
