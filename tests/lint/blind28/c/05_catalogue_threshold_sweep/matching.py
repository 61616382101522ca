import jax
import jax.numpy as jnp


@jax.jit
def match_records(query_emb, catalogue_emb, threshold):
    q = query_emb / jnp.linalg.norm(query_emb, axis=-1, keepdims=True)
    c = catalogue_emb / jnp.linalg.norm(catalogue_emb, axis=-1, keepdims=True)
    sims = q @ c.T
    best = jnp.argmax(sims, axis=1)
    score = jnp.max(sims, axis=1)
    return jnp.where(score >= threshold, best, -1), score
