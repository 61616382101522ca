import jax.numpy as jnp


def precision_at_k(scores, labels, k):
    top = jnp.argsort(-scores)[:k]
    return labels[top].mean()


def recall_at_k(scores, labels, k):
    top = jnp.argsort(-scores)[:k]
    return labels[top].sum() / jnp.maximum(labels.sum(), 1.0)
