import jax
import jax.numpy as jnp

from state import TrackState

DT = 0.1


def ctrv(x):
    px, py, v, yaw, w = x
    return jnp.array([px + v * jnp.cos(yaw) * DT, py + v * jnp.sin(yaw) * DT, v, yaw + w * DT, w])


@jax.jit
def ekf_step(state, z):
    F = jax.jacfwd(ctrv)(state.x)
    x = ctrv(state.x)
    P = F @ state.P @ F.T + 0.05 * jnp.eye(5)
    H = jnp.eye(2, 5)
    S = H @ P @ H.T + 0.2 * jnp.eye(2)
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (z - H @ x)
    P = (jnp.eye(5) - K @ H) @ P
    return TrackState(x, P, z)


def new_track(z0):
    x0 = jnp.array([z0[0], z0[1], 1.0, 0.0, 0.0])
    return TrackState(x0, jnp.eye(5), jnp.asarray(z0, jnp.float32))
