import jax
import jax.numpy as jnp


@jax.jit
def integrate(state, dt):
    pos, vel, quat, omega = state
    vel = vel + dt * jnp.array([0.0, -9.81, 0.0])
    pos = pos + dt * vel
    w, v = quat[:, :1], quat[:, 1:]
    dq_w = -jnp.sum(omega * v, axis=1, keepdims=True)
    dq_v = w * omega + jnp.cross(omega, v)
    quat = quat + 0.5 * dt * jnp.concatenate([dq_w, dq_v], axis=1)
    quat = quat / jnp.linalg.norm(quat, axis=1, keepdims=True)
    return pos, vel, quat, omega
