import itertools

import equinox as eqx
import jax
import jax.numpy as jnp


class MessagePassingNet(eqx.Module):
    embed: eqx.nn.Linear
    msg: eqx.nn.Linear
    head: eqx.nn.Linear

    def __init__(self, d_in, dim, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Linear(d_in, dim, key=k1)
        self.msg = eqx.nn.Linear(dim, dim, key=k2)
        self.head = eqx.nn.Linear(dim, "scalar", key=k3)

    def __call__(self, x, senders, receivers, n_node):
        h = jax.vmap(self.embed)(x)
        m = jax.vmap(self.msg)(h[senders])
        h = jax.nn.silu(h + jax.ops.segment_sum(m, receivers, num_segments=h.shape[0]))
        bounds = list(itertools.accumulate(n_node[:-2]))
        per_graph = jnp.split(h[: sum(n_node[:-1])], bounds)
        pooled = jnp.stack([g.mean(0) for g in per_graph])
        return jax.vmap(self.head)(pooled)
