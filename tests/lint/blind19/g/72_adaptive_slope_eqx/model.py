import equinox as eqx
import jax
import jax.numpy as jnp


class SlopeMLP(eqx.Module):
    layers: list
    slope: jax.Array

    def __init__(self, key, slope, width=24):
        k1, k2, k3 = jax.random.split(key, 3)
        self.layers = [eqx.nn.Linear(1, width, key=k1), eqx.nn.Linear(width, width, key=k2),
                       eqx.nn.Linear(width, 1, key=k3)]
        self.slope = jnp.asarray(slope, dtype=jnp.float32)

    def __call__(self, x):
        h = x[None]
        for layer in self.layers[:-1]:
            h = jnp.tanh(self.slope * layer(h))
        return self.layers[-1](h)[0]
