import functools

import jax
import jax.numpy as jnp

from model import ishigami


@functools.partial(jax.jit, static_argnames=("group",))
def first_order_index(A, B, group):
    fA, fB = ishigami(A), ishigami(B)
    AB = A
    for i in group:
        AB = AB.at[:, i].set(B[:, i])
    fAB = ishigami(AB)
    var = jnp.var(jnp.concatenate([fA, fB]))
    return jnp.mean(fB * (fAB - fA)) / var
