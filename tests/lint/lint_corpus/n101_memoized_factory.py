# source: a factory memoized with functools.cache / lru_cache returns one jitted function
# jax-compiles: <lambda>=1 loss_memo=1
# lint: -
import functools

import jax
import jax.numpy as jnp


def loss_memo(p, x):
    return jnp.sum((p * x) ** 2)


@functools.cache
def make_grad():
    return jax.jit(jax.grad(loss_memo))


@functools.cache
def make_scaled(k):
    return jax.jit(lambda v: v * k)


p = jnp.ones(3)
for x in [jnp.ones(3)] * 3:
    make_grad()(p, x)
    make_scaled(2.0)(x)
