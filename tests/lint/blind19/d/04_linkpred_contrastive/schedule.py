import jax.numpy as jnp


class CosineTemperature:
    def __init__(self, start=1.0, end=0.1, total_steps=100):
        self.start, self.end, self.total = start, end, total_steps

    def __call__(self, step):
        t = jnp.minimum(jnp.asarray(step, jnp.float32) / self.total, 1.0)
        return self.end + 0.5 * (self.start - self.end) * (1 + jnp.cos(jnp.pi * t))
