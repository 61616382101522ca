"""One workload that every way of running jaxcheck must report the same way.

Three jitted functions, each compiling for its own reason:

* ``step(x)`` recompiles once on a shape change (the short last batch: 10 rows, then 4);
* ``scale(x, k)`` recompiles once on a weak-type change (a Python float, then a JAX
  array), and once more on a static value change (``mode``);
* ``once(x)`` compiles once and never again (a first compile only).

``main()`` is the workload; run as a program (``python parity_prog.py``) it calls
``main()`` itself, so ``jaxcheck run -- python parity_prog.py`` sees the same calls as
``jaxcheck run parity_prog.py:main``.
"""

from functools import partial

import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    return jnp.tanh(x).sum(axis=0)


@partial(jax.jit, static_argnames="mode")
def scale(x, k, mode="mul"):
    return x * k if mode == "mul" else x + k


@jax.jit
def once(x):
    return x - 1.0


def main():
    data = jnp.arange(24.0).reshape(24, 1)
    batches = [data[0:10], data[10:20], data[20:24]]  # the last batch is short
    for batch in batches:
        step(batch)
    x = jnp.ones(3)
    scale(x, 2.0, mode="mul")                # k: a Python float (weak type)
    scale(x, 3.0, mode="mul")                # the same signature: no compile
    scale(x, jnp.float32(2.0), mode="mul")   # k: a JAX array (strong type): recompile
    scale(x, 2.0, mode="add")                # a static value change: recompile
    for _ in range(3):
        once(x)


if __name__ == "__main__":
    main()
