import numpy as np
import jax.numpy as jnp
from ekf import ekf_step


class UETracker:
    def __init__(self, anchors, init_xy):
        self.anchors = np.asarray(anchors, np.float32)
        self.x = jnp.asarray([*init_xy, 0, 0], dtype=jnp.float32)
        self.P = jnp.eye(4) * 100.0

    def update(self, ranges):
        self.x, self.P = ekf_step(self.x, self.P, self.anchors, ranges)
        return self.x[:2]
