from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def overscan_correct(raw, amp_slices):
    pieces = []
    for d0, d1, o1 in amp_slices:
        bias_row = jnp.median(raw[:, d1:o1], axis=1, keepdims=True)
        pieces.append(raw[:, d0:d1] - bias_row)
    return jnp.concatenate(pieces, axis=1)
