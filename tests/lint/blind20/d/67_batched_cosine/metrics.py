import jax.numpy as jnp

from utils import batched


def cosine_to_all(query, docs):
    return (docs @ query) / (jnp.linalg.norm(docs, axis=-1) * jnp.linalg.norm(query) + 1e-8)


cosine_batch = batched(cosine_to_all)


def hits_at_k(queries, docs, gold, k=5):
    sims = cosine_batch(queries, docs)
    top = jnp.argsort(-sims, axis=-1)[:, :k]
    return float(jnp.mean(jnp.any(top == gold[:, None], axis=-1)))
