"""Gradient descent on the standard test functions; prints the value after a fixed budget."""
import jax
import jax.numpy as jnp

from testfns import SUITE

DIM = 4
STEPS = 200
LR = 1e-3


def descend(f):
    grad_f = jax.grad(f)

    def run(x0):
        def body(_, x):
            return x - LR * grad_f(x)

        x = jax.lax.fori_loop(0, STEPS, body, x0)
        return x, f(x)

    return run


def main():
    x0 = jnp.full(DIM, 0.5)
    for f in SUITE:
        solver = jax.jit(descend(f))
        x, val = solver(x0)
        print(f"{f.__name__:>16}: f={float(val):.4f} x={[round(float(v), 3) for v in x]}")


if __name__ == "__main__":
    main()
