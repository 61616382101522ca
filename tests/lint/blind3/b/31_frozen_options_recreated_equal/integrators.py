from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class SolverOptions:
    dt: float = 0.01
    n_steps: int = 100
    method: str = "rk4"


def _rk4(f, y, dt):
    k1 = f(y)
    k2 = f(y + 0.5 * dt * k1)
    k3 = f(y + 0.5 * dt * k2)
    k4 = f(y + dt * k3)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def _euler(f, y, dt):
    return y + dt * f(y)


@partial(jax.jit, static_argnames=("opts",))
def integrate_sir(y0, rates, opts):
    beta, gamma = rates

    def rhs(y):
        s, i, r = y
        return jnp.stack([-beta * s * i, beta * s * i - gamma * i, gamma * i])

    step = _rk4 if opts.method == "rk4" else _euler

    def body(y, _):
        y = step(rhs, y, opts.dt)
        return y, y

    return jax.lax.scan(body, y0, None, length=opts.n_steps)
