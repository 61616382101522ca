from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("label",))
def summarize_scores(scores, label):
    return {
        f"{label}/mean": scores.mean(),
        f"{label}/p10": jnp.percentile(scores, 10),
        f"{label}/p90": jnp.percentile(scores, 90),
    }
