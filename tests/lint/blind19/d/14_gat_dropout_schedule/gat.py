import jax
import jax.numpy as jnp


def init_gat(key, n_feat, cfg):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return {
        "w": jax.random.normal(k1, (cfg.heads, n_feat, cfg.hidden)) * 0.1,
        "a_src": jax.random.normal(k2, (cfg.heads, cfg.hidden)) * 0.1,
        "a_dst": jax.random.normal(k3, (cfg.heads, cfg.hidden)) * 0.1,
        "out": jax.random.normal(k4, (cfg.heads * cfg.hidden, cfg.n_classes)) * 0.1,
    }


def gat_forward(params, x, senders, receivers, key, edge_dropout, cfg):
    n = x.shape[0]
    h = jnp.einsum("nf,hfd->nhd", x, params["w"])
    logits = jax.nn.leaky_relu(
        jnp.sum(h[senders] * params["a_src"], -1) + jnp.sum(h[receivers] * params["a_dst"], -1), 0.2)
    keep = jax.random.bernoulli(key, 1.0 - edge_dropout, (senders.shape[0], 1))
    logits = jnp.where(keep, logits, -1e9)
    logits = logits - jax.ops.segment_max(logits, receivers, num_segments=n)[receivers]
    w = jnp.exp(logits)
    w = w / (jax.ops.segment_sum(w, receivers, num_segments=n)[receivers] + 1e-9)
    out = jax.ops.segment_sum(w[..., None] * h[senders], receivers, num_segments=n)
    return jax.nn.elu(out.reshape(n, -1)) @ params["out"]
