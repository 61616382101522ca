import jax
import jax.numpy as jnp


def dcg_at(scores, labels, k):
    order = jnp.argsort(-scores, -1)[:, :k]
    g = jnp.take_along_axis(labels, order, -1)
    return ((2.0 ** g - 1) / jnp.log2(jnp.arange(k) + 2.0)).sum(-1)


@jax.jit
def accumulate(acc, scores, labels):
    out = {"count": acc["count"] + scores.shape[0]}
    out["hit@10"] = acc["hit@10"] + (jnp.take_along_axis(labels, jnp.argsort(-scores, -1)[:, :10], -1).max(-1) > 0).sum()
    ideal = dcg_at(labels, labels, 10)
    out["ndcg@10"] = acc["ndcg@10"] + jnp.where(ideal > 0, dcg_at(scores, labels, 10) / ideal, 0.0).sum()
    return out
