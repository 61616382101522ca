"""Six small workload targets, each a few jitted calls: the isolation measurement."""

import jax
import jax.numpy as jnp


@jax.jit
def _affine(x, w):
    return jnp.tanh(x @ w)


@jax.jit
def _norm(x):
    return (x - x.mean()) / (x.std() + 1e-6)


def t1():
    _affine(jnp.ones((4, 8)), jnp.ones((8, 8)))


def t2():
    _affine(jnp.ones((4, 8)), jnp.ones((8, 16)))
    _affine(jnp.ones((8, 8)), jnp.ones((8, 16)))


def t3():
    _norm(jnp.arange(16.0))


def t4():
    jax.jit(lambda x: jnp.cumsum(x) * 2)(jnp.ones(32))


def t5():
    grad = jax.jit(jax.grad(lambda w: jnp.sum(_affine(jnp.ones((2, 4)), w))))
    grad(jnp.ones((4, 4)))


def t6():
    for n in (3, 5):
        _norm(jnp.ones(n))


TARGETS = [f"small.py:t{i}" for i in range(1, 7)]
