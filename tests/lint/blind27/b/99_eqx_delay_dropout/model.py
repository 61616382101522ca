import equinox as eqx
import jax
import jax.numpy as jnp


class DelayMLP(eqx.Module):
    layers: list
    dropout: eqx.nn.Dropout

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(6, 32, key=k1), eqx.nn.Linear(32, 1, key=k2)]
        self.dropout = eqx.nn.Dropout(0.1)

    def __call__(self, x, key, training):
        h = jax.nn.relu(self.layers[0](x))
        h = self.dropout(h, key=key, inference=not training)
        return self.layers[1](h)[0]
