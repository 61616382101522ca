import jax
import jax.numpy as jnp


def init_params(key, n_feat, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (n_feat, hidden)) * 0.2,
        "msg": jax.random.normal(k2, (hidden, hidden)) * 0.2,
        "readout": jax.random.normal(k3, (hidden,)) * 0.2,
    }


def forward(params, nodes, senders, receivers, graph_ids, n_graphs):
    h = jnp.tanh(nodes @ params["embed"])
    for _ in range(2):
        msgs = h[senders] @ params["msg"]
        agg = jax.ops.segment_sum(msgs, receivers, num_segments=h.shape[0])
        h = jnp.tanh(h + agg)
    pooled = jax.ops.segment_sum(h, graph_ids, num_segments=n_graphs + 1)[:n_graphs]
    return pooled @ params["readout"]


def loss_fn(params, batch_arrays, n_graphs):
    nodes, senders, receivers, graph_ids, targets, mask = batch_arrays
    pred = forward(params, nodes, senders, receivers, graph_ids, n_graphs)
    return jnp.sum(mask * (pred - targets) ** 2) / jnp.maximum(mask.sum(), 1.0)
