import jax
import jax.numpy as jnp


@jax.jit
def promotion_signal(emb, w, paths):
    mask = (paths > 0)[..., None]
    pooled = (emb[paths] * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
    return jax.nn.sigmoid(pooled @ w)
