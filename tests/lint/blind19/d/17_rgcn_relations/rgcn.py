import jax
import jax.numpy as jnp

from hetero import RELATIONS


def init_rgcn(key, d_in, d_out):
    keys = jax.random.split(key, len(RELATIONS) + 1)
    params = {rel: jax.random.normal(k, (d_in, d_out)) * 0.1 for rel, k in zip(RELATIONS, keys)}
    params["self"] = jax.random.normal(keys[-1], (d_in, d_out)) * 0.1
    return params


def rgcn_layer(params, x, edges):
    out = x @ params["self"]
    for rel, (src, dst, w) in edges.items():
        msg = (x[src] @ params[rel]) * w[:, None]
        out = out + jax.ops.segment_sum(msg, dst, num_segments=x.shape[0])
    return jax.nn.relu(out)
