import jax
import jax.numpy as jnp


@jax.jit
def note_embedding(emb_table, token_ids):
    mask = (token_ids > 0).astype(jnp.float32)
    vecs = emb_table[token_ids] * mask[..., None]
    return vecs.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
