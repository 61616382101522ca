import jax
import jax.numpy as jnp

N_LINKS = 20


def init(key, d=8):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"enc": jax.random.normal(k1, (2, d)) * 0.5,
            "msg": jax.random.normal(k2, (d + 1, d)) * 0.3,
            "out": jax.random.normal(k3, (2 * d, d)) * 0.3}


@jax.jit
def power_policy(params, node_feat, senders, receivers, edge_gain):
    h = jnp.tanh(node_feat @ params["enc"])
    for _ in range(2):
        m = jnp.tanh(jnp.concatenate([h[senders], edge_gain[:, None]], -1) @ params["msg"])
        agg = jax.ops.segment_max(m, receivers, num_segments=N_LINKS)
        agg = jnp.where(jnp.isfinite(agg), agg, 0.0)
        h = jnp.tanh(jnp.concatenate([h, agg], -1) @ params["out"])
    return jax.nn.sigmoid(jnp.sum(h, -1))
