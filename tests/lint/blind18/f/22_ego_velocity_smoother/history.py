import jax.numpy as jnp

WINDOW = 10


class PoseHistory:
    def __init__(self, window=WINDOW):
        self.poses = jnp.zeros((window, 3), jnp.float32)
        self.valid = jnp.zeros((window,), jnp.float32)

    def push(self, pose):
        self.poses = jnp.roll(self.poses, -1, axis=0).at[-1].set(pose)
        self.valid = jnp.roll(self.valid, -1).at[-1].set(1.0)

    def window(self):
        return self.poses, self.valid
