import math

import jax
import optax


def evaluate(model, params, batches):
    total, n = 0.0, 0
    for tokens in batches:
        logits = jax.jit(model.apply)(params, tokens[:, :-1])
        nll = optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:])
        total += float(nll.sum())
        n += nll.size
    return math.exp(total / n)
