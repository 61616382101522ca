from functools import partial

import jax
import jax.numpy as jnp


class MeanAggregator:
    def __call__(self, msgs, receivers, n_nodes):
        total = jax.ops.segment_sum(msgs, receivers, num_segments=n_nodes)
        deg = jax.ops.segment_sum(jnp.ones(msgs.shape[0]), receivers, num_segments=n_nodes)
        return total / jnp.maximum(deg, 1.0)[:, None]


class AttentionAggregator:
    def __init__(self, temperature=1.0):
        self.temperature = temperature

    def __eq__(self, other):
        return type(other) is type(self) and other.temperature == self.temperature

    def __hash__(self):
        return hash((type(self).__name__, self.temperature))

    def __call__(self, msgs, receivers, n_nodes):
        scores = msgs.sum(-1) / self.temperature
        scores = scores - jax.ops.segment_max(scores, receivers, num_segments=n_nodes)[receivers]
        w = jnp.exp(scores)
        denom = jax.ops.segment_sum(w, receivers, num_segments=n_nodes)[receivers]
        return jax.ops.segment_sum(msgs * (w / denom)[:, None], receivers, num_segments=n_nodes)


@partial(jax.jit, static_argnames=("aggregator",))
def message_passing(params, nodes, senders, receivers, aggregator):
    h = nodes
    for w in params:
        msgs = h[senders] @ w
        h = jax.nn.relu(h @ w + aggregator(msgs, receivers, nodes.shape[0]))
    return h
