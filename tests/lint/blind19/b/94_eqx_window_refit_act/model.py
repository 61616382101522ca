import equinox as eqx
import jax
import jax.numpy as jnp


class RegimeNet(eqx.Module):
    layers: list
    activation: callable

    def __init__(self, n_in, hidden, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(n_in, hidden, key=k1), eqx.nn.Linear(hidden, 1, key=k2)]
        self.activation = jax.nn.leaky_relu

    def __call__(self, x):
        return self.layers[1](self.activation(self.layers[0](x)))[0]


def build_model(n_in, key):
    return RegimeNet(n_in, 16, key)
