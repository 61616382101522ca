import jax
import jax.numpy as jnp


def init(key, n_ports):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (n_ports, 8)) * 0.1, "w": jax.random.normal(k2, (8,)) * 0.1, "b": jnp.zeros(())}


def predict(params, port_ids, week_feat):
    h = params["emb"][port_ids] * week_feat[:, None]
    return h @ params["w"] + params["b"]
