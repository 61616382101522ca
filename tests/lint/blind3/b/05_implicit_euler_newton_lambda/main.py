"""Backward-Euler integration of the stiff Van der Pol oscillator with a Newton solve per step."""
import jax
import jax.numpy as jnp
import numpy as np

MU = 50.0


def van_der_pol(y):
    x, v = y[0], y[1]
    return jnp.array([v, MU * (1.0 - x**2) * v - x])


def residual(y_next, y_prev, h):
    return y_next - y_prev - h * van_der_pol(y_next)


def newton_solve(fun, y_guess, iters=4):
    y = y_guess
    for _ in range(iters):
        r, jac = fun(y)
        y = y - jnp.linalg.solve(jac, r)
    return y


def main():
    h = 0.01
    y = jnp.array([2.0, 0.0])
    trajectory = [np.asarray(y)]
    for step in range(8):
        y_prev = y
        res_and_jac = jax.jit(lambda z: (residual(z, y_prev, h), jax.jacfwd(residual)(z, y_prev, h)))
        y = newton_solve(res_and_jac, y_prev)
        trajectory.append(np.asarray(y))
    trajectory = np.stack(trajectory)
    print("final state:", np.round(trajectory[-1], 4))


if __name__ == "__main__":
    main()
