import equinox as eqx
import jax
import jax.numpy as jnp


class YieldMLP(eqx.Module):
    layers: list
    dropout_rate: float = 0.0

    def __init__(self, key, in_dim=6, width=24):
        k1, k2, k3 = jax.random.split(key, 3)
        self.layers = [eqx.nn.Linear(in_dim, width, key=k1),
                       eqx.nn.Linear(width, width, key=k2),
                       eqx.nn.Linear(width, 1, key=k3)]

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = jax.nn.gelu(layer(x))
        return self.layers[-1](x)[0]
