import jax
import jax.numpy as jnp


@jax.jit
def roc_auc(scores, labels):
    order = jnp.argsort(scores)
    ranks = jnp.empty_like(scores).at[order].set(jnp.arange(1, scores.shape[0] + 1, dtype=scores.dtype))
    n_pos = jnp.sum(labels)
    n_neg = labels.shape[0] - n_pos
    return (jnp.sum(ranks * labels) - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)
