from functools import partial

import jax
import jax.numpy as jnp


def lotka_volterra(y, params):
    alpha, beta, delta, gamma = params
    prey, pred = y
    return jnp.array([alpha * prey - beta * prey * pred,
                      delta * prey * pred - gamma * pred])


def rk4_step(y, params, dt):
    k1 = lotka_volterra(y, params)
    k2 = lotka_volterra(y + 0.5 * dt * k1, params)
    k3 = lotka_volterra(y + 0.5 * dt * k2, params)
    k4 = lotka_volterra(y + dt * k3, params)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


@partial(jax.jit, static_argnums=(3,))
def integrate(y0, params, dt, n_steps):
    def body(y, _):
        y = rk4_step(y, params, dt)
        return y, y
    _, traj = jax.lax.scan(body, y0, None, length=n_steps)
    return traj
