from functools import partial

import jax
import jax.numpy as jnp

from metrics import hit_rate, reciprocal_rank


@partial(jax.jit, static_argnames=("metric",))
def evaluate_model(user_emb, item_emb, positives, metric):
    scores = user_emb @ item_emb.T
    return metric(scores, positives)


def metric_suite(k):
    return {"hr": partial(hit_rate, k=k), "mrr": partial(reciprocal_rank, k=k)}


def run_eval(user_emb, item_emb, positives, k=10):
    return {name: float(evaluate_model(user_emb, item_emb, positives, metric=fn))
            for name, fn in metric_suite(k).items()}
