import equinox as eqx
import jax
import jax.numpy as jnp


class RULNet(eqx.Module):
    encoder: eqx.nn.Linear
    head: eqx.nn.Linear
    pooling: str = eqx.field(static=True)

    def __init__(self, n_feat, pooling, key):
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.Linear(n_feat, 32, key=k1)
        self.head = eqx.nn.Linear(32, 1, key=k2)
        self.pooling = pooling

    def __call__(self, seq):
        h = jax.vmap(lambda s: jax.nn.gelu(self.encoder(s)))(seq)
        pooled = h.max(0) if self.pooling == "max" else h.mean(0)
        return self.head(pooled)[0]
