import equinox as eqx
import jax
import jax.numpy as jnp


class FootRotScorer(eqx.Module):
    conv_feats: eqx.nn.Linear
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv_feats = eqx.nn.Linear(10, 20, key=k1)
        self.head = eqx.nn.Linear(20, 1, key=k2)

    def __call__(self, x):
        return self.head(jax.nn.silu(self.conv_feats(x)))[0]
