import jax
import jax.numpy as jnp


def embed(params, token_ids, mask):
    vecs = params["table"][token_ids] * mask[..., None]
    pooled = vecs.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return pooled @ params["proj"]


def load_params(seed=0, vocab=100, dim=16):
    k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
    return {"table": jax.random.normal(k1, (vocab, dim)), "proj": jax.random.normal(k2, (dim, 8))}
