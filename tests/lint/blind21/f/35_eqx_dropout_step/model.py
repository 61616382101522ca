import equinox as eqx
import jax
import jax.numpy as jnp


class DropoutPolicy(eqx.Module):
    l1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    l2: eqx.nn.Linear

    def __init__(self, obs_dim, act_dim, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(obs_dim, 128, key=k1)
        self.drop = eqx.nn.Dropout(0.1)
        self.l2 = eqx.nn.Linear(128, act_dim, key=k2)

    def __call__(self, x, key, inference=False):
        h = jax.nn.relu(self.l1(x))
        h = self.drop(h, key=key, inference=inference)
        return self.l2(h)
