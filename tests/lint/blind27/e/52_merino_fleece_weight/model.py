import jax
import equinox as eqx


class WoolYieldNet(eqx.Module):
    layers: list

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(4, 16, key=k1), eqx.nn.Linear(16, 1, key=k2)]

    def __call__(self, x, activation):
        h = activation(self.layers[0](x))
        return self.layers[1](h)[0]
