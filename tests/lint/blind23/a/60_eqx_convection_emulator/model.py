from typing import Callable

import equinox as eqx
import jax
import jax.numpy as jnp


class ColumnParam(eqx.Module):
    layers: list
    activation: Callable = eqx.field(static=True)
    n_levels: int = eqx.field(static=True)

    def __init__(self, n_levels, width, key, activation=jax.nn.tanh):
        k = jax.random.split(key, 3)
        self.layers = [eqx.nn.Linear(2 * n_levels, width, key=k[0]),
                       eqx.nn.Linear(width, width, key=k[1]),
                       eqx.nn.Linear(width, n_levels, key=k[2])]
        self.activation = activation
        self.n_levels = n_levels

    def __call__(self, T, q):
        h = jnp.concatenate([T, q])
        for layer in self.layers[:-1]:
            h = self.activation(layer(h))
        return self.layers[-1](h)
