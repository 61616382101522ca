import jax.numpy as jnp


class PoseHistory:
    def __init__(self):
        self.poses = jnp.zeros((1, 3), jnp.float32)

    def push(self, pose):
        self.poses = jnp.concatenate([self.poses, pose[None, :]], axis=0)

    def window(self):
        return self.poses
