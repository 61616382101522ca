from functools import partial

import jax
import jax.numpy as jnp

F = 8.0


def tendency(x):
    return (jnp.roll(x, -1) - jnp.roll(x, 2)) * jnp.roll(x, 1) - x + F


def rk4(x, dt):
    k1 = tendency(x)
    k2 = tendency(x + 0.5 * dt * k1)
    k3 = tendency(x + 0.5 * dt * k2)
    k4 = tendency(x + dt * k3)
    return x + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


@partial(jax.jit, static_argnames=("n_steps",))
def forecast(x0, dt, n_steps):
    def body(x, _):
        x = rk4(x, dt)
        return x, None

    x, _ = jax.lax.scan(body, x0, None, length=n_steps)
    return x
