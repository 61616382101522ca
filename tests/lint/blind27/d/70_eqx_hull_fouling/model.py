import equinox as eqx
import jax
import jax.numpy as jnp


class FoulingDrag(eqx.Module):
    growth: jax.Array
    base_drag: jax.Array

    def __init__(self):
        self.growth = jnp.asarray(0.015)
        self.base_drag = jnp.asarray(1.0)

    def rate(self, fouling, temp_c):
        return self.growth * jnp.exp(0.05 * (temp_c - 15.0)) * (1.0 - fouling)
