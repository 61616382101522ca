from functools import partial

import jax
import jax.numpy as jnp


def dcg(rels, k):
    discounts = 1.0 / jnp.log2(jnp.arange(2, k + 2))
    return (rels[..., :k] * discounts).sum(-1)


@partial(jax.jit, static_argnames=("k",))
def ndcg_at_k(scores, labels, k):
    order = jnp.argsort(-scores, axis=-1)
    ranked = jnp.take_along_axis(labels, order, axis=-1)
    ideal = -jnp.sort(-labels, axis=-1)
    return (dcg(ranked, k) / jnp.maximum(dcg(ideal, k), 1e-9)).mean()


@jax.jit
def reciprocal_rank(scores, labels):
    order = jnp.argsort(-scores, axis=-1)
    hit = jnp.take_along_axis(labels, order, axis=-1) > 0
    first = jnp.argmax(hit, axis=-1)
    return jnp.where(hit.any(-1), 1.0 / (first + 1), 0.0).mean()


class MetricHook:
    def __init__(self, name, fn):
        self.name = name
        self.fn = fn
        self.history = []

    def __call__(self, step, scores, labels):
        value = float(self.fn(scores, labels))
        self.history.append((step, value))
        return value


def default_hooks(cutoffs=(5, 10)):
    hooks = [MetricHook(f"ndcg@{k}", partial(ndcg_at_k, k=k)) for k in cutoffs]
    hooks.append(MetricHook("mrr", reciprocal_rank))
    return hooks
