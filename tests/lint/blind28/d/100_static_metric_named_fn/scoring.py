from functools import partial

import jax


@partial(jax.jit, static_argnames="metric")
def evaluate_lead(pred, obs, metric):
    return metric(pred, obs)
