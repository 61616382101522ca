import equinox as eqx
import jax
import jax.numpy as jnp


class WeightEstimator(eqx.Module):
    layers: list
    activation: callable = eqx.field(static=True)
    n_hidden: int = eqx.field(static=True)

    def __init__(self, n_in, n_hidden, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(n_in, n_hidden, key=k1), eqx.nn.Linear(n_hidden, 1, key=k2)]
        self.activation = jax.nn.softplus
        self.n_hidden = n_hidden

    def __call__(self, x):
        return self.layers[1](self.activation(self.layers[0](x)))[0]
