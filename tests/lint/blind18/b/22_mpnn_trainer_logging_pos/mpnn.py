import jax
import jax.numpy as jnp


def init_params(key, n_species=6, d=16, n_layers=2):
    keys = jax.random.split(key, n_layers + 2)
    return {
        "embed": 0.1 * jax.random.normal(keys[0], (n_species, d)),
        "msg": [0.1 * jax.random.normal(k, (d, d)) for k in keys[1:-1]],
        "readout": 0.1 * jax.random.normal(keys[-1], (d,)),
    }


def forward(params, graph):
    h = params["embed"][graph["species"]]
    for w in params["msg"]:
        m = jax.ops.segment_sum(h[graph["senders"]] @ w, graph["receivers"],
                                num_segments=h.shape[0])
        h = jnp.tanh(h + m)
    return jnp.sum((h @ params["readout"]) * graph["node_mask"])


def loss(params, graph):
    return (forward(params, graph) - graph["target"]) ** 2
