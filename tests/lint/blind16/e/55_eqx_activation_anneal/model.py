from typing import Callable

import equinox as eqx
import jax


class MLP(eqx.Module):
    layers: list
    activation: Callable

    def __init__(self, key, sizes=(5, 32, 1), activation=jax.nn.relu):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]
        self.activation = activation

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = self.activation(layer(x))
        return self.layers[-1](x)


def set_leak(model, slope):
    """Anneal from leaky to plain ReLU over training."""
    return eqx.tree_at(lambda m: m.activation, model, lambda x: jax.nn.leaky_relu(x, slope))
