import jax.numpy as jnp


def hit_rate(scores, positives, k):
    top = jnp.argsort(-scores, axis=-1)[:, :k]
    return (top == positives[:, None]).any(-1).mean()


def reciprocal_rank(scores, positives, k):
    top = jnp.argsort(-scores, axis=-1)[:, :k]
    hits = top == positives[:, None]
    return jnp.where(hits.any(-1), 1.0 / (jnp.argmax(hits, -1) + 1), 0.0).mean()
