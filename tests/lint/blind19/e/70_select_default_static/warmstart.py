import jax.numpy as jnp

from selection import diverse_top_k


def seed_queries(feats):
    density = jnp.mean(jnp.exp(-jnp.sum((feats[:, None] - feats[None]) ** 2, -1)), 1)
    return diverse_top_k(density, feats)
