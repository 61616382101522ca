import flax.linen as nn
import jax.numpy as jnp


class GaussianBlur(nn.Module):
    radius: int = 3

    def __call__(self, frame, sigma):
        t = jnp.arange(-self.radius, self.radius + 1, dtype=jnp.float32)
        k = jnp.exp(-0.5 * (t / sigma) ** 2)
        k = k / k.sum()
        rows = jnp.apply_along_axis(lambda r: jnp.convolve(r, k, mode="same"), 1, frame)
        return jnp.apply_along_axis(lambda c: jnp.convolve(c, k, mode="same"), 0, rows)
