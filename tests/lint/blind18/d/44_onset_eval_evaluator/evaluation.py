import functools

import jax
import jax.numpy as jnp


class Evaluator:
    def __init__(self, model, val_batches):
        self.val_batches = val_batches
        self.predict = jax.jit(functools.partial(model.apply, train=False))

    def __call__(self, variables):
        hits = 0.0
        for spec, target in self.val_batches:
            logits = self.predict(variables, spec)
            hits += float(jnp.mean((logits > 0) == (target > 0.5)))
        return hits / len(self.val_batches)
