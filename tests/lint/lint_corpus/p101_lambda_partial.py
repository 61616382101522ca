# source: lambdas and partials jitted per iteration (tutorial pattern: jit a closure over the batch)
# jax-compiles: <lambda>=3 scale=3 scale2=3 step=3
# lint: JC101@21 JC101@22 JC101@23 JC101@26
from functools import partial

import jax
import jax.numpy as jnp


def scale(x, k):
    return x * k


def scale2(x, k):
    return x * k


def main():
    x = jnp.ones(4)
    for _ in range(3):
        x = jax.jit(lambda v: v + 1.0)(x)
        y = jax.jit(partial(scale, k=2.0))(x)
        z = jax.jit(jax.tree_util.Partial(scale2, k=3.0))(y)

        @jax.jit
        def step(v):
            return v * 2.0

        x = step(z)
    return x


main()
