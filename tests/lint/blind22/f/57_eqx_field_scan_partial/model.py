import equinox as eqx
import jax
import jax.numpy as jnp


class LogAmplitude(eqx.Module):
    layers: list

    def __init__(self, n, hidden, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(n, hidden, key=k1), eqx.nn.Linear(hidden, 1, key=k2)]

    def __call__(self, s):
        x = jnp.tanh(self.layers[0](s))
        return self.layers[1](x)[0]
