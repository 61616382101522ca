"""Pitfall: a static argument that takes a new value on every call."""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="power")
def moment(x, power):
    return jnp.mean(x**power)


def main():
    x = jnp.linspace(0.0, 1.0, 16)
    for power in range(1, 4):
        moment(x, power=power)
