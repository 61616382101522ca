import jax
import jax.numpy as jnp


def init_params(key, d_in=6, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w_in": jax.random.normal(k1, (d_in, hidden)) * 0.3,
            "w_mp": jax.random.normal(k2, (hidden, hidden)) * 0.3,
            "w_out": jax.random.normal(k3, (hidden,)) * 0.3}


def toxicity_logit(params, graph):
    """Single padded molecule -> logit."""
    x, adj, mask = graph["x"], graph["adj"], graph["mask"]
    h = jnp.tanh(x @ params["w_in"]) * mask[:, None]
    h = jnp.tanh((adj @ h) @ params["w_mp"] + h) * mask[:, None]
    return (h.sum(0) / mask.sum()) @ params["w_out"]
