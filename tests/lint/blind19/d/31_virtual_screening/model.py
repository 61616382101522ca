import jax
import jax.numpy as jnp
import flax.linen as nn


class EdgeConvNet(nn.Module):
    dim: int = 24
    n_graphs: int = 16

    @nn.compact
    def __call__(self, x, senders, receivers, graph_id):
        h = nn.Dense(self.dim)(x)
        for _ in range(2):
            e = nn.Dense(self.dim)(jnp.concatenate([h[senders], h[receivers] - h[senders]], -1))
            h = h + jax.ops.segment_max(nn.relu(e), receivers, num_segments=h.shape[0])
            h = jnp.where(jnp.isfinite(h), h, 0.0)
        g = jax.ops.segment_sum(h, graph_id, num_segments=self.n_graphs)
        return nn.sigmoid(nn.Dense(1)(g))[:, 0]
