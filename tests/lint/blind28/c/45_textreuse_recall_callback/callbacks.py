from functools import partial

import jax
import jax.numpy as jnp


def retrieval_recall(params, queries, targets, k):
    q = jnp.tanh(queries @ params["proj"])
    t = jnp.tanh(targets @ params["proj"])
    sims = q @ t.T
    _, idx = jax.lax.top_k(sims, k)
    return jnp.mean(jnp.any(idx == jnp.arange(q.shape[0])[:, None], axis=1))


class RecallCallback:
    def __init__(self, queries, targets, k=5):
        self.queries = queries
        self.targets = targets
        self.k = k
        self.history = []

    def on_epoch_end(self, epoch, params):
        recall_fn = jax.jit(partial(retrieval_recall, k=self.k))
        self.history.append(float(recall_fn(params, self.queries, self.targets)))
