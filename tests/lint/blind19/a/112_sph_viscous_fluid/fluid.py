import jax.numpy as jnp


def viscous_substep(pos, vel, dt, viscosity, h=0.2):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d * d, axis=-1)
    w = jnp.clip(1.0 - r2 / (h * h), 0.0) ** 2
    w = w * (1.0 - jnp.eye(pos.shape[0]))
    dv = jnp.sum(w[..., None] * (vel[None, :, :] - vel[:, None, :]), axis=1)
    vel = vel + dt * (viscosity * dv + jnp.array([0.0, -9.81]))
    pos = pos + dt * vel
    vel = jnp.where(pos < 0.0, -0.3 * vel, vel)
    return jnp.maximum(pos, 0.0), vel
