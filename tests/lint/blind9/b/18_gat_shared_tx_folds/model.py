import flax.linen as nn
import jax
import jax.numpy as jnp


class GraphAttention(nn.Module):
    features: int

    @nn.compact
    def __call__(self, h, senders, receivers):
        n = h.shape[0]
        z = nn.Dense(self.features, use_bias=False)(h)
        logits = nn.Dense(1)(jnp.concatenate([z[senders], z[receivers]], -1))[:, 0]
        w = jnp.exp(jnp.clip(nn.leaky_relu(logits, 0.2), -10.0, 10.0))
        w = w / (jax.ops.segment_sum(w, receivers, num_segments=n)[receivers] + 1e-9)
        return jax.ops.segment_sum(w[:, None] * z[senders], receivers, num_segments=n)


class GAT(nn.Module):
    hidden: int
    n_classes: int

    @nn.compact
    def __call__(self, x, senders, receivers):
        h = nn.elu(GraphAttention(self.hidden)(x, senders, receivers))
        return nn.Dense(self.n_classes)(h)
