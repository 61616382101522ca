import jax
import jax.numpy as jnp


def init_gcn(key, feat_dim, hidden):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w1": jax.random.normal(k1, (feat_dim, hidden)) * 0.2,
            "w2": jax.random.normal(k2, (hidden, hidden)) * 0.2,
            "out": jax.random.normal(k3, (hidden,)) * 0.2}


def gcn_layer(adj, h, w):
    deg = adj.sum(-1, keepdims=True)
    return jax.nn.relu((adj @ h) / jnp.maximum(deg, 1.0) @ w)


def gcn_loss(params, x, adj, mask, y):
    h = gcn_layer(adj, x, params["w1"])
    h = gcn_layer(adj, h, params["w2"])
    pooled = (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
    return jnp.mean((pooled @ params["out"] - y) ** 2)
