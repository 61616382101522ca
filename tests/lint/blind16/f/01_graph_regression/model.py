import jax
import jax.numpy as jnp
import flax.linen as nn


class GCNLayer(nn.Module):
    features: int

    @nn.compact
    def __call__(self, h, senders, receivers):
        msg = nn.Dense(self.features)(h)[senders]
        agg = jax.ops.segment_sum(msg, receivers, num_segments=h.shape[0])
        return nn.relu(agg + nn.Dense(self.features)(h))


class GraphRegressor(nn.Module):
    hidden: int = 32
    graphs_per_batch: int = 4

    @nn.compact
    def __call__(self, nodes, senders, receivers, graph_ids):
        h = GCNLayer(self.hidden)(nodes, senders, receivers)
        h = GCNLayer(self.hidden)(h, senders, receivers)
        pooled = jax.ops.segment_sum(h, graph_ids, num_segments=self.graphs_per_batch)
        return nn.Dense(1)(pooled)[:, 0]
