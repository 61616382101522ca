import jax
import jax.numpy as jnp
import numpy as np


class GraphSAGE:
    def __init__(self, in_dim, hidden, key):
        k1, k2 = jax.random.split(key)
        self.params = {"self": jax.random.normal(k1, (in_dim, hidden)) * 0.2,
                       "neigh": jax.random.normal(k2, (in_dim, hidden)) * 0.2}

    def embed(self, node_feats, senders, receivers, n_nodes):
        params = self.params

        def aggregate(x, s, r):
            msgs = jax.ops.segment_sum(x[s], r, num_segments=n_nodes)
            deg = jax.ops.segment_sum(jnp.ones_like(r, dtype=x.dtype), r, num_segments=n_nodes)
            neigh = msgs / jnp.maximum(deg, 1.0)[:, None]
            h = x @ params["self"] + neigh @ params["neigh"]
            return h / (jnp.linalg.norm(h, axis=-1, keepdims=True) + 1e-6)

        return jax.jit(aggregate)(node_feats, senders, receivers)
