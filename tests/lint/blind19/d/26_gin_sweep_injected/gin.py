import jax
import jax.numpy as jnp
import flax.linen as nn


class GINLayer(nn.Module):
    dim: int

    @nn.compact
    def __call__(self, h, senders, receivers):
        eps = self.param("eps", nn.initializers.zeros, ())
        agg = jax.ops.segment_sum(h[senders], receivers, num_segments=h.shape[0])
        z = (1.0 + eps) * h + agg
        return nn.Dense(self.dim)(nn.relu(nn.Dense(self.dim)(z)))


class GIN(nn.Module):
    dim: int = 32
    layers: int = 3
    n_graphs: int = 8

    @nn.compact
    def __call__(self, x, senders, receivers, graph_id):
        h = nn.Dense(self.dim)(x)
        for _ in range(self.layers):
            h = nn.relu(GINLayer(self.dim)(h, senders, receivers))
        return nn.Dense(2)(jax.ops.segment_sum(h, graph_id, num_segments=self.n_graphs))
