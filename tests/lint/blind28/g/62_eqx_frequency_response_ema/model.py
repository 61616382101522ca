import equinox as eqx
import jax
import jax.numpy as jnp


class FreqResponseNet(eqx.Module):
    layers: list
    droop: float

    def __init__(self, key, droop=0.05):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(5, 32, key=k1), eqx.nn.Linear(32, 1, key=k2)]
        self.droop = droop

    def __call__(self, x):
        h = jax.nn.tanh(self.layers[0](x))
        return self.layers[1](h)[0] / self.droop


def ema(avg, new, decay=0.9):
    return jax.tree_util.tree_map(
        lambda a, n: decay * a + (1 - decay) * n if eqx.is_array(a) else a, avg, new)
