import functools

import jax
import jax.numpy as jnp


def van_der_pol(y, mu=2.0):
    return jnp.array([y[1], mu * (1 - y[0] ** 2) * y[1] - y[0]])


@functools.partial(jax.jit, static_argnames=("dt",))
def heun_step(y, dt):
    k1 = van_der_pol(y)
    y_euler = y + dt * k1
    k2 = van_der_pol(y_euler)
    y_next = y + 0.5 * dt * (k1 + k2)
    err = jnp.max(jnp.abs(y_next - y_euler))
    return y_next, err


def solve(y0, t_end, dt0=0.05, tol=1e-3, max_steps=7):
    y, t, dt, n = y0, 0.0, dt0, 0
    while t < t_end and n < max_steps:
        y_new, err = heun_step(y, dt=dt)
        err = float(err)
        if err <= tol:
            y, t = y_new, t + dt
        factor = min(2.0, max(0.3, 0.9 * (tol / max(err, 1e-12)) ** 0.5))
        dt = dt * factor
        n += 1
    return y, t, n


if __name__ == "__main__":
    y, t, n = solve(jnp.array([2.0, 0.0]), t_end=1.0)
    print(f"t={t:.4f} after {n} attempts, y={y}")
