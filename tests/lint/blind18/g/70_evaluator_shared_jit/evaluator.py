import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnums=0)
def eval_batch(apply_fn, params, x, y):
    logits = apply_fn({"params": params}, x)
    return jnp.sum(jnp.argmax(logits, -1) == y), logits.shape[0]


class Evaluator:
    """Runs a validation pass; mirrors a torch `evaluate(model, loader)` helper object."""

    def __init__(self, apply_fn, batch_size=16):
        self.apply_fn = apply_fn
        self.batch_size = batch_size

    def run(self, params, x, y):
        correct = total = 0
        for i in range(0, len(x), self.batch_size):
            c, n = eval_batch(self.apply_fn, params, x[i:i + self.batch_size], y[i:i + self.batch_size])
            correct += int(c)
            total += int(n)
        return correct / total
