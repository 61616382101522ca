import jax
import jax.numpy as jnp
import flax.linen as nn


class GraphConv(nn.Module):
    dim: int

    @nn.compact
    def __call__(self, x, senders, receivers):
        n = x.shape[0]
        deg = jax.ops.segment_sum(jnp.ones_like(receivers, jnp.float32), receivers, num_segments=n)
        agg = jax.ops.segment_sum(x[senders], receivers, num_segments=n) / jnp.maximum(deg, 1.0)[:, None]
        return nn.Dense(self.dim)(jnp.concatenate([x, agg], -1))


class LinkModel(nn.Module):
    dim: int = 16

    @nn.compact
    def __call__(self, x, senders, receivers, pairs):
        h = nn.relu(GraphConv(self.dim)(x, senders, receivers))
        h = GraphConv(self.dim)(h, senders, receivers)
        return jnp.sum(h[pairs[0]] * h[pairs[1]], -1)


model = LinkModel()


@jax.jit
def link_scores(params, x, senders, receivers, pos, neg):
    return model.apply(params, x, senders, receivers, pos), model.apply(params, x, senders, receivers, neg)
