"""A recompile storm: one tiny jitted function called with N distinct shapes.

    python bench/storm_prog.py N [--guard] [--flags]

Every call compiles (shape (1,), (2,), … (N,)); the arguments are NumPy arrays, so no
JAX-internal op compiles beside it. With ``--guard`` the calls run inside an armed
``jaxcheck.guard`` whose incidents go to a callable that drops them. With ``--flags``
JAX's ``jax_explain_cache_misses`` and ``jax_log_compiles`` are on, as jaxcheck sets them
(JAX's explanation of a miss searches the function's earlier compiles: its cost grows
with the storm).
"""

import sys

import jax
import numpy as np


@jax.jit
def tiny(x):
    return x * 2.0 + 1.0


def storm(n: int) -> None:
    for size in range(1, n + 1):
        tiny(np.ones(size, np.float32)).block_until_ready()


def main() -> None:
    args = sys.argv[1:]
    n = int(args[0]) if args and args[0].isdigit() else 100
    if "--flags" in args:
        import logging

        logging.getLogger("jax").setLevel(logging.ERROR)  # the cost, not the printing
        jax.config.update("jax_explain_cache_misses", True)
        jax.config.update("jax_log_compiles", True)
    if "--guard" in args:
        import jaxcheck

        with jaxcheck.guard(on_compile=lambda incident: None) as g:
            g.arm()
            storm(n)
    else:
        storm(n)


if __name__ == "__main__":
    main()
