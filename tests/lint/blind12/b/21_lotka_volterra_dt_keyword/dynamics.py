from functools import partial

import jax
import jax.numpy as jnp


def lotka_volterra(y, params):
    alpha, beta, delta, gamma = params
    prey, pred = y
    return jnp.array([alpha * prey - beta * prey * pred, delta * prey * pred - gamma * pred])


@partial(jax.jit, static_argnames="n_steps")
def simulate(y0, params, dt=0.05, n_steps=100):
    def rk4(y, _):
        k1 = lotka_volterra(y, params)
        k2 = lotka_volterra(y + 0.5 * dt * k1, params)
        k3 = lotka_volterra(y + 0.5 * dt * k2, params)
        k4 = lotka_volterra(y + dt * k3, params)
        y = y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y

    _, ys = jax.lax.scan(rk4, y0, None, length=n_steps)
    return ys
