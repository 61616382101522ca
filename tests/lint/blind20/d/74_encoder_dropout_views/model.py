import equinox as eqx
import jax
import jax.numpy as jnp


class Encoder(eqx.Module):
    lin1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    lin2: eqx.nn.Linear

    def __init__(self, dim, key):
        k1, k2 = jax.random.split(key)
        self.lin1 = eqx.nn.Linear(dim, 32, key=k1)
        self.drop = eqx.nn.Dropout(0.1)
        self.lin2 = eqx.nn.Linear(32, dim, key=k2)

    def __call__(self, x, key=None):
        h = self.drop(jax.nn.relu(self.lin1(x)), key=key)
        out = self.lin2(h)
        return out / jnp.linalg.norm(out)
