import flax.linen as nn
import jax.numpy as jnp


class GaussianBlur(nn.Module):
    sigma: float
    radius: int = 3

    def __call__(self, frame):
        t = jnp.arange(-self.radius, self.radius + 1, dtype=jnp.float32)
        k = jnp.exp(-0.5 * (t / self.sigma) ** 2)
        k = k / k.sum()
        rows = jnp.apply_along_axis(lambda r: jnp.convolve(r, k, mode="same"), 1, frame)
        return jnp.apply_along_axis(lambda c: jnp.convolve(c, k, mode="same"), 0, rows)
