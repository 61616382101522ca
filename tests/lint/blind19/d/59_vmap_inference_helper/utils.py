import jax
import numpy as np

from gnn import toxicity_logit


def predict_many(params, graphs):
    batched = jax.jit(jax.vmap(toxicity_logit, in_axes=(None, 0)))
    return np.asarray(jax.nn.sigmoid(batched(params, graphs)))


def chunks(stacked, size):
    n = len(stacked["x"])
    for i in range(0, n, size):
        yield {k: v[i:i + size] for k, v in stacked.items()}
