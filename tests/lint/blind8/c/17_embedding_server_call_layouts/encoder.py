import jax
import jax.numpy as jnp


def init_encoder(key, vocab=64, dim=16):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (vocab, dim)), "proj": jax.random.normal(k2, (dim, dim)) / dim**0.5}


@jax.jit
def encode(params, ids, mask, temperature=1.0):
    h = params["embed"][ids] * mask[..., None]
    pooled = h.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    z = jnp.tanh(pooled @ params["proj"])
    return z / (jnp.linalg.norm(z, axis=-1, keepdims=True) * temperature)
