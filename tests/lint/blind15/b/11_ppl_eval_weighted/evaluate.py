import math

import jax
import jax.numpy as jnp
import numpy as np
import optax


def make_eval_fn(apply_fn):
    @jax.jit
    def eval_batch(params, tokens, row_weight):
        logits = apply_fn(params, tokens[:, :-1])
        nll = optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:])
        w = jnp.broadcast_to(row_weight[:, None], nll.shape)
        return (nll * w).sum(), w.sum()

    return eval_batch


def perplexity(eval_batch, params, dataset, batch_size):
    total, count = 0.0, 0.0
    for start in range(0, len(dataset), batch_size):
        chunk = dataset[start : start + batch_size]
        n = len(chunk)
        weight = np.zeros(batch_size, dtype=np.float32)
        weight[:n] = 1.0
        if n < batch_size:
            chunk = np.concatenate([chunk, np.zeros((batch_size - n, chunk.shape[1]), chunk.dtype)])
        s, c = eval_batch(params, chunk, weight)
        total += float(s)
        count += float(c)
    return math.exp(total / count)
