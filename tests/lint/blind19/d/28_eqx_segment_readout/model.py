import equinox as eqx
import jax
import jax.numpy as jnp

from batching import GRAPHS_PER_BATCH


class MessagePassingNet(eqx.Module):
    embed: eqx.nn.Linear
    msg: eqx.nn.Linear
    head: eqx.nn.Linear

    def __init__(self, d_in, dim, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Linear(d_in, dim, key=k1)
        self.msg = eqx.nn.Linear(dim, dim, key=k2)
        self.head = eqx.nn.Linear(dim, "scalar", key=k3)

    def __call__(self, x, senders, receivers, graph_id):
        h = jax.vmap(self.embed)(x)
        m = jax.vmap(self.msg)(h[senders])
        h = jax.nn.silu(h + jax.ops.segment_sum(m, receivers, num_segments=h.shape[0]))
        n_graphs = GRAPHS_PER_BATCH + 1
        total = jax.ops.segment_sum(h, graph_id, num_segments=n_graphs)
        count = jax.ops.segment_sum(jnp.ones_like(graph_id, h.dtype), graph_id, num_segments=n_graphs)
        pooled = (total / jnp.maximum(count, 1.0)[:, None])[:GRAPHS_PER_BATCH]
        return jax.vmap(self.head)(pooled)
