import jax
import jax.numpy as jnp
import flax.linen as nn


class MPNN(nn.Module):
    hidden: int = 32
    steps: int = 2
    num_graphs: int = 4

    @nn.compact
    def __call__(self, x, senders, receivers, graph_id):
        h = nn.Dense(self.hidden)(x)
        n = h.shape[0]
        for _ in range(self.steps):
            msg = nn.Dense(self.hidden)(h[senders])
            agg = jax.ops.segment_sum(msg, receivers, num_segments=n)
            h = nn.relu(nn.Dense(self.hidden)(jnp.concatenate([h, agg], -1)))
        pooled = jax.ops.segment_sum(h, graph_id, num_segments=self.num_graphs)
        return nn.Dense(1)(pooled)[:, 0]
