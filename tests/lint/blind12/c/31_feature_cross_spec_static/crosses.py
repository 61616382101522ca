from functools import partial

import jax
import jax.numpy as jnp


class CrossSpec:
    def __init__(self, pairs, n_buckets):
        self.pairs = tuple(pairs)
        self.n_buckets = n_buckets


@partial(jax.jit, static_argnums=(1,))
def hashed_crosses(cat, spec):
    cols = []
    for a, b in spec.pairs:
        h = (cat[:, a] * 1000003) ^ cat[:, b]
        cols.append(jnp.abs(h) % spec.n_buckets)
    return jnp.stack(cols, axis=1)
