import jax.numpy as jnp


class Thresholds:
    def __init__(self):
        self.uv = 0.5

    def update_from_target(self, target_patch):
        self.uv = jnp.mean(target_patch) * 0.9
