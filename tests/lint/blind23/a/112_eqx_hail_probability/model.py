import equinox as eqx
import jax
import jax.numpy as jnp


class HailNet(eqx.Module):
    lin1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    lin2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.lin1 = eqx.nn.Linear(6, 32, key=k1)
        self.drop = eqx.nn.Dropout(0.2)
        self.lin2 = eqx.nn.Linear(32, 1, key=k2)

    def __call__(self, x, key):
        h = jax.nn.relu(self.lin1(x))
        h = self.drop(h, key=key)
        return jax.nn.sigmoid(self.lin2(h)[0])
