import jax
import jax.numpy as jnp


def ranking_metrics(scores, labels, k=5):
    order = jnp.argsort(-scores, axis=1)
    top = jnp.take_along_axis(labels, order[:, :k], axis=1)
    discounts = 1.0 / jnp.log2(jnp.arange(2, k + 2))
    dcg = jnp.sum(top * discounts, axis=1)
    ideal = jnp.sum(-jnp.sort(-labels, axis=1)[:, :k] * discounts, axis=1)
    return {"ndcg": jnp.mean(dcg / jnp.maximum(ideal, 1e-6)), "hit": jnp.mean(top.max(1))}
