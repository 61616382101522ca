import jax
import jax.numpy as jnp
import equinox as eqx


class RuminationScorer(eqx.Module):
    enc: eqx.nn.Linear
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Linear(1, 8, key=k1)
        self.head = eqx.nn.Linear(8, 1, key=k2)

    def __call__(self, x, m):
        h = jax.vmap(self.enc)(x[:, None] / 60.0)
        h = jax.nn.tanh(h)
        pooled = (h * m[:, None]).sum(0) / jnp.maximum(m.sum(), 1.0)
        return self.head(pooled)[0]
