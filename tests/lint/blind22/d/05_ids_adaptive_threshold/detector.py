import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("threshold",))
def score_windows(counts, baseline, threshold):
    z = (counts - baseline.mean(axis=0)) / (baseline.std(axis=0) + 1e-3)
    score = jnp.abs(z).max(axis=-1)
    return score, score > threshold
