from functools import partial

import jax
import jax.numpy as jnp


def interval_metrics(pred, target, lateness_weight):
    err = pred - target
    late = jnp.maximum(-err, 0.0)
    return {"mae": jnp.mean(jnp.abs(err)), "late_penalty": lateness_weight * jnp.mean(late)}


def make_evaluator(lateness_weight):
    return jax.jit(partial(interval_metrics, lateness_weight=lateness_weight))
