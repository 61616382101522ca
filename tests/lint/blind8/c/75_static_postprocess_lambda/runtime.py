from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("postprocess",))
def run_head(w, feats, postprocess):
    logits = feats @ w
    return postprocess(logits)
