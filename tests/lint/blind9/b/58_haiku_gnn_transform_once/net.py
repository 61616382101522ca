import haiku as hk
import jax
import jax.numpy as jnp


class EdgeNetwork(hk.Module):
    def __init__(self, hidden, name=None):
        super().__init__(name=name)
        self.hidden = hidden

    def __call__(self, nodes, edges, senders, receivers):
        e_in = jnp.concatenate([nodes[senders], nodes[receivers], edges], -1)
        messages = jax.nn.relu(hk.Linear(self.hidden)(e_in))
        agg = jax.ops.segment_sum(messages, receivers, num_segments=nodes.shape[0])
        return jax.nn.relu(hk.Linear(self.hidden)(jnp.concatenate([nodes, agg], -1)))


def forward(nodes, edges, senders, receivers):
    h = EdgeNetwork(16)(nodes, edges, senders, receivers)
    h = EdgeNetwork(16)(h, edges, senders, receivers)
    return hk.Linear(1)(jnp.mean(h, axis=0))[0]
