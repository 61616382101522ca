from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("threshold", "min_duration"))
def detection_f1(probs, truth, threshold, min_duration):
    on = (probs > threshold).astype(jnp.float32)
    kernel = jnp.ones(min_duration) / min_duration
    sustained = jax.vmap(lambda r: jnp.convolve(r, kernel, mode="same"))(on) > 0.99
    det = sustained.any(axis=1)
    tp = jnp.sum(det & truth)
    return 2 * tp / (jnp.sum(det) + jnp.sum(truth) + 1e-9)
