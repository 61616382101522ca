import jax.numpy as jnp


def triplet_loss(params, anchor, pos, neg, margin):
    def emb(x):
        z = jnp.tanh(x @ params["w"])
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)

    a, p, n = emb(anchor), emb(pos), emb(neg)
    d_ap = jnp.sum((a - p) ** 2, -1)
    d_an = jnp.sum((a - n) ** 2, -1)
    return jnp.maximum(d_ap - d_an + margin, 0.0).mean()
