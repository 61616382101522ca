import jax.numpy as jnp

from selection import QUERY_BATCH, diverse_top_k


def seed_queries(feats):
    density = jnp.mean(jnp.exp(-jnp.sum((feats[:, None] - feats[None]) ** 2, -1)), 1)
    return diverse_top_k(density, feats, k=QUERY_BATCH)
