import jax.numpy as jnp


class GaussianKernel:
    def __init__(self, radius):
        self.radius = radius

    def weights(self):
        r = jnp.arange(-self.radius, self.radius + 1, dtype=jnp.float32)
        w = jnp.exp(-0.5 * (r / (self.radius / 2)) ** 2)
        return w / w.sum()
