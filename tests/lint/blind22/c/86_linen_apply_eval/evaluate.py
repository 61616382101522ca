import jax
import jax.numpy as jnp


def evaluate(model, params, x, y):
    logits = jax.jit(model.apply)(params, x)
    pred = logits > 0
    return float(jnp.mean(pred == (y > 0.5)))
