"""Pitfall: a decaying learning rate passed as a static argument compiles every step.

Each new value of a static argument is a new cache key, so a schedule recompiles the
step once per value: a storm of recompiles that jaxcheck shows as one group.
"""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="lr")
def sgd_step(w, g, lr):
    return w - lr * g


def main():
    w, g = jnp.ones(4), jnp.full(4, 0.5)
    for step in range(1, 13):
        w = sgd_step(w, g, lr=0.1 / step)  # the fix: pass lr as an array (traced)
    return w
