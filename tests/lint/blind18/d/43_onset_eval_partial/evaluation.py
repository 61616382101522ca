import functools

import jax
import jax.numpy as jnp


def evaluate(model, variables, val_batches):
    predict = jax.jit(functools.partial(model.apply, train=False))
    hits = 0.0
    for spec, target in val_batches:
        logits = predict(variables, spec)
        hits += float(jnp.mean((logits > 0) == (target > 0.5)))
    return hits / len(val_batches)
