import equinox as eqx
import jax
import jax.numpy as jnp


class StokesNet(eqx.Module):
    layers: list
    dropout: eqx.nn.Dropout

    def __init__(self, key, width=32, p=0.2):
        k1, k2, k3 = jax.random.split(key, 3)
        self.layers = [eqx.nn.Linear(2, width, key=k1), eqx.nn.Linear(width, width, key=k2),
                       eqx.nn.Linear(width, 3, key=k3)]
        self.dropout = eqx.nn.Dropout(p)

    def __call__(self, xy, *, key=None):
        h = jnp.tanh(self.layers[0](xy))
        h = self.dropout(h, key=key)
        h = jnp.tanh(self.layers[1](h))
        return self.layers[2](h)


def set_dropout(model, p):
    return eqx.tree_at(lambda m: m.dropout, model, eqx.nn.Dropout(p))
