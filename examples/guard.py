"""A production watchdog: after warm-up, any compile is an incident.

The train step is warmed up on full batches, then the guard is armed. The epoch's
ragged last batch compiles the step again: ``jaxcheck.guard`` raises
``jaxcheck.RecompileError`` inside that call, naming the function, the call site, the
argument that changed and the fix. Under ``jaxcheck run examples/guard.py:main`` the
same recompile shows in the report.

    python examples/guard.py
"""

import jax
import jax.numpy as jnp

import jaxcheck


@jax.jit
def train_step(w, x, y):
    loss = lambda w: jnp.mean((x @ w - y) ** 2)  # noqa: E731
    return w - 0.1 * jax.grad(loss)(w)


def main(batch=16):
    x = jnp.ones((40, 4))
    y = jnp.ones((40, 1))
    w = jnp.zeros((4, 1))
    with jaxcheck.guard(on_compile="raise") as g:
        w = train_step(w, x[:batch], y[:batch])  # warm-up: compiles are allowed
        g.arm()
        try:
            for start in range(0, len(x), batch):  # batches of 16, 16 and 8
                w = train_step(w, x[start:start + batch], y[start:start + batch])
        except jaxcheck.RecompileError as e:
            # the intended outcome: the guard names the recompile and its fix
            print(f"caught, as intended: jaxcheck.RecompileError: {e}")
    return w


if __name__ == "__main__":
    main()
