import jax
import jax.numpy as jnp

from net import stroke_logits


def accuracy(params, x, y):
    logits = jax.jit(stroke_logits)(params, x)
    return float(jnp.mean(jnp.argmax(logits, -1) == y))
