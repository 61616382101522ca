import numpy as np
import jax.numpy as jnp

from kalman import kf_step


class LoadTracker:
    def __init__(self, q=1.0, r=25.0):
        self.Q = jnp.eye(2, dtype=jnp.float32) * q
        self.R = jnp.float32(r)
        self.state = None

    def initial_state(self, z0):
        return (jnp.array([z0, 0.0], dtype=jnp.float32), jnp.eye(2, dtype=jnp.float32) * 100.0)

    def update(self, z):
        z = jnp.float32(z)
        if self.state is None:
            self.state = self.initial_state(z)
        self.state = kf_step(self.state, z, self.Q, self.R)
        return float(self.state[0][0])
