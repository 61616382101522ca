from functools import partial

import jax
import jax.numpy as jnp


class SolverOptions:
    def __init__(self, dt=0.01, n_steps=100, method="rk4"):
        self.dt = dt
        self.n_steps = n_steps
        self.method = method


def _rk4(f, y, dt):
    k1 = f(y)
    k2 = f(y + 0.5 * dt * k1)
    k3 = f(y + 0.5 * dt * k2)
    k4 = f(y + dt * k3)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def _euler(f, y, dt):
    return y + dt * f(y)


@partial(jax.jit, static_argnames=("opts",))
def integrate_lotka_volterra(y0, rates, opts):
    a, b, c, d = rates

    def rhs(y):
        prey, pred = y
        return jnp.stack([a * prey - b * prey * pred, c * prey * pred - d * pred])

    step = _rk4 if opts.method == "rk4" else _euler

    def body(y, _):
        y = step(rhs, y, opts.dt)
        return y, y

    return jax.lax.scan(body, y0, None, length=opts.n_steps)
