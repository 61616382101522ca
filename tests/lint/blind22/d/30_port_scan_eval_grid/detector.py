import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("window",))
def detect(dst_port_hits, min_ports, window):
    n = dst_port_hits.shape[0] // window
    per_window = dst_port_hits[: n * window].reshape(n, window, *dst_port_hits.shape[1:]).max(axis=1)
    distinct = (per_window > 0).sum(axis=-1)
    return (distinct >= min_ports).any(axis=0)


def precision_recall(pred, truth):
    tp = jnp.sum(pred & truth)
    return tp / jnp.maximum(pred.sum(), 1), tp / jnp.maximum(truth.sum(), 1)
