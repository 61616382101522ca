from functools import partial

import jax
import jax.numpy as jnp

FS = 200


@partial(jax.jit, static_argnames=("onset", "n_samples"))
def pre_response_power(trial, onset, n_samples):
    seg = jax.lax.dynamic_slice_in_dim(trial, onset, n_samples, axis=1)
    seg = seg - seg.mean(axis=1, keepdims=True)
    return jnp.log((seg ** 2).mean(axis=1) + 1e-6)


def response_window(rt_s, pre_s=0.25):
    stop = int(round(rt_s * FS))
    start = stop - int(round(pre_s * FS))
    return start, stop - start
