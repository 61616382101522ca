import equinox as eqx
import jax
import jax.numpy as jnp


class FreezeDryingCurve(eqx.Module):
    """Two-term exponential model of residual moisture in freeze-dried strawberries."""
    a: jax.Array
    k: jax.Array
    b: jax.Array

    def __init__(self):
        self.a = jnp.array(0.8)
        self.k = jnp.array(0.02)
        self.b = jnp.array(0.005)

    def __call__(self, t):
        return self.a * jnp.exp(-self.k * t) + (1 - self.a) * jnp.exp(-self.b * t)
