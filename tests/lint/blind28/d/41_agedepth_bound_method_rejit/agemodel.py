import jax
import jax.numpy as jnp


class DansgaardJohnsen:
    """Dansgaard-Johnsen age-depth model for an ice divide core."""

    def __init__(self, thickness, accumulation, kink_height):
        self.H = thickness
        self.a = accumulation
        self.h = kink_height

    def _age(self, depth):
        z = self.H - depth
        upper = (2 * self.H - self.h) / (2 * self.a) * jnp.log((2 * self.H - self.h) / (2 * z - self.h))
        t_h = (2 * self.H - self.h) / (2 * self.a) * jnp.log((2 * self.H - self.h) / self.h)
        lower = t_h + (2 * self.H - self.h) / (2 * self.a) * (self.h / jnp.maximum(z, 1.0) - 1.0)
        return jnp.where(z > self.h, upper, lower)

    def ages(self, depths):
        return jax.jit(self._age)(depths)
