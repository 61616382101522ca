import functools

import equinox as eqx
import jax


class LeakyAE(eqx.Module):
    layers: list
    activation: callable

    def __init__(self, n_in, key, slope=0.2):
        k = jax.random.split(key, 4)
        self.layers = [eqx.nn.Linear(n_in, 12, key=k[0]), eqx.nn.Linear(12, 3, key=k[1]),
                       eqx.nn.Linear(3, 12, key=k[2]), eqx.nn.Linear(12, n_in, key=k[3])]
        self.activation = functools.partial(jax.nn.leaky_relu, negative_slope=slope)

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = self.activation(layer(x))
        return self.layers[-1](x)

    def with_slope(self, slope):
        act = functools.partial(jax.nn.leaky_relu, negative_slope=slope)
        return eqx.tree_at(lambda m: m.activation, self, act)
