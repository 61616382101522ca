import jax
import jax.numpy as jnp
from flax import nnx


class GINLayer(nnx.Module):
    def __init__(self, din, dout, rngs):
        self.eps = nnx.Param(jnp.zeros(()))
        self.lin1 = nnx.Linear(din, dout, rngs=rngs)
        self.lin2 = nnx.Linear(dout, dout, rngs=rngs)

    def __call__(self, h, senders, receivers):
        agg = jax.ops.segment_sum(h[senders], receivers, num_segments=h.shape[0])
        return self.lin2(nnx.relu(self.lin1((1.0 + self.eps.value) * h + agg)))


class GIN(nnx.Module):
    def __init__(self, din, hidden, rngs):
        self.layers = nnx.List([GINLayer(din, hidden, rngs), GINLayer(hidden, hidden, rngs)])
        self.head = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x, senders, receivers, graph_index, n_graphs):
        h = x
        for layer in self.layers:
            h = nnx.relu(layer(h, senders, receivers))
        pooled = jax.ops.segment_sum(h, graph_index, num_segments=n_graphs)
        return self.head(pooled)[:, 0]
