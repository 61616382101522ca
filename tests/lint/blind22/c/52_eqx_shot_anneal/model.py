import equinox as eqx
import jax
import jax.numpy as jnp


class ShotQuality(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 1, 16, 2, key=key)

    def __call__(self, x, temperature):
        return self.mlp(x)[0] / temperature
