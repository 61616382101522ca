import flax.linen as nn
import jax
import jax.numpy as jnp


class GCNLayer(nn.Module):
    features: int

    @nn.compact
    def __call__(self, h, senders, receivers):
        n = h.shape[0]
        deg = jax.ops.segment_sum(jnp.ones(senders.shape[0]), receivers, n) + 1.0
        h = nn.Dense(self.features)(h) / jnp.sqrt(deg)[:, None]
        return (jax.ops.segment_sum(h[senders], receivers, n) + h) / jnp.sqrt(deg)[:, None]


class GCN(nn.Module):
    hidden: int
    n_classes: int
    dropout: float = 0.3

    @nn.compact
    def __call__(self, x, senders, receivers, training: bool):
        h = nn.relu(GCNLayer(self.hidden)(x, senders, receivers))
        h = nn.Dropout(self.dropout, deterministic=not training)(h)
        return GCNLayer(self.n_classes)(h, senders, receivers)
