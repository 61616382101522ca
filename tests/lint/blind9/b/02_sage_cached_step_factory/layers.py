import jax
import jax.numpy as jnp


def init_sage(key, in_dim, hidden, out_dim):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    glorot = jax.nn.initializers.glorot_uniform()
    return {
        "self_0": glorot(k1, (in_dim, hidden)),
        "neigh_0": glorot(k2, (in_dim, hidden)),
        "self_1": glorot(k3, (hidden, out_dim)),
        "neigh_1": glorot(k4, (hidden, out_dim)),
    }


def mean_aggregate(h, senders, receivers, n_nodes):
    summed = jax.ops.segment_sum(h[senders], receivers, num_segments=n_nodes)
    deg = jax.ops.segment_sum(jnp.ones_like(receivers, dtype=h.dtype), receivers, num_segments=n_nodes)
    return summed / jnp.maximum(deg, 1.0)[:, None]


def sage_forward(params, x, senders, receivers):
    n = x.shape[0]
    h = x @ params["self_0"] + mean_aggregate(x, senders, receivers, n) @ params["neigh_0"]
    h = jax.nn.relu(h)
    return h @ params["self_1"] + mean_aggregate(h, senders, receivers, n) @ params["neigh_1"]
