import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def kalman_smooth_velocity(history):
    pts = jnp.stack(history)
    vel = jnp.diff(pts, axis=0)
    weights = jnp.exp(jnp.linspace(-2.0, 0.0, vel.shape[0]))
    return jnp.sum(vel * weights[:, None], axis=0) / jnp.sum(weights)


class TrackState:
    def __init__(self, max_len=8):
        self.max_len = max_len
        self.history = []

    def observe(self, xy):
        self.history.append(np.asarray(xy, np.float32))
        self.history = self.history[-self.max_len:]

    def velocity(self):
        if len(self.history) < 2:
            return np.zeros(2, np.float32)
        return np.asarray(kalman_smooth_velocity(self.history))
