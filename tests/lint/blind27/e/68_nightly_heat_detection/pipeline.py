from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="run_tag")
def nightly_fertility_scores(activity, rumination, run_tag):
    with jax.named_scope(run_tag):
        act_z = (activity - activity.mean(axis=1, keepdims=True)) / (activity.std(axis=1, keepdims=True) + 1e-6)
        rum_z = (rumination - rumination.mean(axis=1, keepdims=True)) / (rumination.std(axis=1, keepdims=True) + 1e-6)
        heat_index = act_z[:, -1] - 0.5 * rum_z[:, -1]
    return heat_index
