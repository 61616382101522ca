import functools

import jax
import jax.numpy as jnp
import optax

from packing import GRAPH_BUDGET, pack, random_graphs


def init_params(key, d_in=6, hidden=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w_in": jax.random.normal(k1, (d_in, hidden)) / jnp.sqrt(d_in),
        "w_msg": jax.random.normal(k2, (hidden, hidden)) / jnp.sqrt(hidden),
        "w_out": jax.random.normal(k3, (hidden, 1)) / jnp.sqrt(hidden),
    }


def forward(params, nodes, edges, node_graph, num_graphs):
    h = jax.nn.relu(nodes @ params["w_in"])
    msg = h[edges[0]] @ params["w_msg"]
    h = h + jax.ops.segment_sum(msg, edges[1], num_segments=nodes.shape[0])
    pooled = jax.ops.segment_sum(h, node_graph, num_segments=num_graphs + 1)[:num_graphs]
    return (pooled @ params["w_out"])[:, 0]


tx = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnames="num_graphs")
def train_step(params, opt_state, nodes, edges, node_graph, labels, graph_mask, num_graphs):
    def loss_fn(p):
        logits = forward(p, nodes, edges, node_graph, num_graphs)
        per_graph = optax.sigmoid_binary_cross_entropy(logits, labels)
        return jnp.sum(per_graph * graph_mask) / jnp.sum(graph_mask)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    graphs = random_graphs(60)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(2):
        for b in pack(graphs):
            params, opt_state, loss = train_step(
                params, opt_state, b["nodes"], b["edges"], b["node_graph"], b["labels"],
                b["graph_mask"], num_graphs=GRAPH_BUDGET)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
