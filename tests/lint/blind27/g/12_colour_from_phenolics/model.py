import equinox as eqx
import jax
import jax.numpy as jnp


class ColourNet(eqx.Module):
    layers: list
    activation: str = eqx.field(static=True, default="tanh")

    def __init__(self, key, n_in=6, hidden=16):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(n_in, hidden, key=k1), eqx.nn.Linear(hidden, 3, key=k2)]

    def __call__(self, x):
        h = jnp.tanh(self.layers[0](x)) if self.activation == "tanh" else jax.nn.relu(self.layers[0](x))
        return self.layers[1](h)
