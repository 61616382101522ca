import jax
import jax.numpy as jnp


def transition(dt):
    F = jnp.eye(4)
    F = F.at[0, 2].set(dt).at[1, 3].set(dt)
    return F


@jax.jit
def predict_update(x, P, z, dt):
    F = transition(dt)
    Q = 0.01 * jnp.eye(4)
    H = jnp.array([[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]])
    R = 0.25 * jnp.eye(2)
    x = F @ x
    P = F @ P @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (z - H @ x)
    P = (jnp.eye(4) - K @ H) @ P
    return x, P


class Track:
    def __init__(self, z0, t0):
        self.x = jnp.array([z0[0], z0[1], 0.0, 0.0])
        self.P = jnp.eye(4)
        self.t = t0

    def step(self, z, stamp):
        dt = jnp.float32(stamp - self.t)
        self.x, self.P = predict_update(self.x, self.P, z, dt)
        self.t = stamp
        return self.x
