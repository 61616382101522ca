import equinox as eqx
import jax
import jax.numpy as jnp


class Regressor(eqx.Module):
    layers: list
    drop_rate: float

    def __init__(self, key, sizes=(6, 32, 32, 1), drop_rate=0.5):
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [eqx.nn.Linear(a, b, key=k) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]
        self.drop_rate = drop_rate

    def __call__(self, x, key):
        for layer in self.layers[:-1]:
            x = jax.nn.relu(layer(x))
            key, sub = jax.random.split(key)
            keep = jax.random.bernoulli(sub, 1.0 - self.drop_rate, x.shape)
            x = jnp.where(keep, x / (1.0 - self.drop_rate), 0.0)
        return self.layers[-1](x)


def with_drop_rate(model, rate):
    return eqx.tree_at(lambda m: m.drop_rate, model, rate)
