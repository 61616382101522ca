import math

import jax
import jax.numpy as jnp
import optax


def make_eval_fn(apply_fn):
    @jax.jit
    def eval_batch(params, tokens):
        logits = apply_fn(params, tokens[:, :-1])
        nll = optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:])
        return nll.sum(), nll.size

    return eval_batch


def perplexity(eval_batch, params, dataset, batch_size):
    total, count = 0.0, 0
    for start in range(0, len(dataset), batch_size):
        chunk = dataset[start : start + batch_size]
        s, n = eval_batch(params, chunk)
        total += float(s)
        count += int(n)
    return math.exp(total / count)
