import jax
import jax.numpy as jnp
import numpy as np


def build_graph(n_nodes=120, n_edges=400, n_feat=12, seed=0):
    rng = np.random.default_rng(seed)
    s = rng.integers(0, n_nodes, n_edges).astype(np.int32)
    r = rng.integers(0, n_nodes, n_edges).astype(np.int32)
    x = rng.normal(size=(n_nodes, n_feat)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(s), jnp.asarray(r)


def init_encoder(key, n_feat=12, dim=16):
    k1, k2 = jax.random.split(key)
    return {"w_self": jax.random.normal(k1, (n_feat, dim)) * 0.2,
            "w_nbr": jax.random.normal(k2, (n_feat, dim)) * 0.2}


def encode(params, x, senders, receivers):
    agg = jax.ops.segment_sum(x[senders], receivers, num_segments=x.shape[0])
    deg = jax.ops.segment_sum(jnp.ones_like(senders, jnp.float32), receivers, num_segments=x.shape[0])
    agg = agg / jnp.maximum(deg, 1.0)[:, None]
    return jnp.tanh(x @ params["w_self"] + agg @ params["w_nbr"])
