import jax
import jax.numpy as jnp
import equinox as eqx


class ReplayEncoder(eqx.Module):
    proj: eqx.nn.Linear
    head: eqx.nn.Linear

    def __init__(self, n_feats, hidden, key):
        k1, k2 = jax.random.split(key)
        self.proj = eqx.nn.Linear(n_feats, hidden, key=k1)
        self.head = eqx.nn.Linear(hidden, 1, key=k2)

    def __call__(self, frames, mask):
        h = jax.vmap(self.proj)(frames)
        h = jax.nn.gelu(h)
        pooled = (h * mask[:, None]).sum(0) / mask.sum()
        return self.head(pooled)[0]
