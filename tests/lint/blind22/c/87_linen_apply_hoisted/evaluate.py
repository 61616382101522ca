import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def _compiled_apply(model):
    return jax.jit(model.apply)


def evaluate(model, params, x, y):
    logits = _compiled_apply(model)(params, x)
    pred = logits > 0
    return float(jnp.mean(pred == (y > 0.5)))
