"""Backward-Euler integration of the Robertson chemical kinetics problem with a Newton solve per step."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

K1, K2, K3 = 0.04, 3e7, 1e4


def robertson(y):
    y1, y2, y3 = y[0], y[1], y[2]
    return jnp.array([
        -K1 * y1 + K3 * y2 * y3,
        K1 * y1 - K3 * y2 * y3 - K2 * y2**2,
        K2 * y2**2,
    ])


def residual(y_next, y_prev, h):
    return y_next - y_prev - h * robertson(y_next)


def residual_and_jacobian(y_next, y_prev, h):
    return residual(y_next, y_prev, h), jax.jacfwd(residual)(y_next, y_prev, h)


def newton_solve(fun, y_guess, iters=4):
    y = y_guess
    for _ in range(iters):
        r, jac = fun(y)
        y = y - jnp.linalg.solve(jac, r)
    return y


def main():
    h = jnp.float32(1e-3)
    newton_system = jax.jit(partial(residual_and_jacobian, h=h))
    y = jnp.array([1.0, 0.0, 0.0])
    for step in range(8):
        y_prev = y
        y = newton_solve(lambda z: newton_system(z, y_prev), y_prev)
    print("y after 8 steps:", np.asarray(y), "mass:", float(y.sum()))


if __name__ == "__main__":
    main()
