import equinox as eqx
import jax.numpy as jnp


class Oscillator(eqx.Module):
    k: jnp.ndarray
    damping: float

    def __call__(self, y):
        x, v = y[0], y[1]
        return jnp.stack([v, -self.k * x - self.damping * v])
