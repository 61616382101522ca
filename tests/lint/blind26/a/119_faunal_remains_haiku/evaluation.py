import jax
import jax.numpy as jnp

from net import evaluate_logits


def evaluate(params, x, y):
    logits = jax.jit(evaluate_logits)(params, x)
    return float(jnp.mean(logits.argmax(-1) == y))
