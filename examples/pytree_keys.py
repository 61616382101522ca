"""Pitfall: a parameter dict that grows an optional key between calls."""

import jax
import jax.numpy as jnp


@jax.jit
def apply(params, x):
    y = x @ params["w"]
    if "b" in params:
        y = y + params["b"]
    return y


def main():
    x = jnp.ones((2, 3))
    apply({"w": jnp.ones((3, 3))}, x)
    apply({"w": jnp.ones((3, 3)), "b": jnp.zeros(3)}, x)  # new key: new structure
