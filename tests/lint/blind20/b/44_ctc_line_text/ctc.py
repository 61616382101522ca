import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=1)
def collapse_repeats(logits, blank=0):
    ids = jnp.argmax(logits, axis=-1)
    prev = jnp.concatenate([jnp.full(ids.shape[:-1] + (1,), -1), ids[..., :-1]], axis=-1)
    keep = (ids != prev) & (ids != blank)
    return jnp.where(keep, ids, -1)
