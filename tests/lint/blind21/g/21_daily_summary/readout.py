from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="label")
def summarize(control, treatment, label):
    with jax.named_scope(label):
        diff = jnp.mean(treatment) - jnp.mean(control)
        se = jnp.sqrt(jnp.var(control) / control.shape[0] + jnp.var(treatment) / treatment.shape[0])
    return diff, se
