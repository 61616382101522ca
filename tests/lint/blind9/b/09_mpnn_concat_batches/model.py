import jax
import jax.numpy as jnp

N_SPECIES = 5


def init_params(key, hidden=16, n_layers=2):
    keys = jax.random.split(key, n_layers + 2)
    return {
        "embed": jax.random.normal(keys[0], (N_SPECIES, hidden)) * 0.3,
        "layers": [jax.random.normal(k, (2 * hidden, hidden)) / jnp.sqrt(2 * hidden) for k in keys[1:-1]],
        "readout": jax.random.normal(keys[-1], (hidden,)) / jnp.sqrt(hidden),
    }


def predict_energy(params, species, senders, receivers, graph_index, n_graphs):
    h = params["embed"][species]
    for w in params["layers"]:
        msg = jax.ops.segment_sum(h[senders], receivers, num_segments=h.shape[0])
        h = h + jax.nn.silu(jnp.concatenate([h, msg], -1) @ w)
    atom_e = h @ params["readout"]
    return jax.ops.segment_sum(atom_e, graph_index, num_segments=n_graphs)
