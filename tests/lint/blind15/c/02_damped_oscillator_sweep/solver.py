from functools import partial

import jax
import jax.numpy as jnp


def oscillator(y, params):
    omega, zeta = params
    x, v = y
    return jnp.array([v, -2.0 * zeta * omega * v - omega ** 2 * x])


def rk4_step(y, params, dt):
    k1 = oscillator(y, params)
    k2 = oscillator(y + 0.5 * dt * k1, params)
    k3 = oscillator(y + 0.5 * dt * k2, params)
    k4 = oscillator(y + dt * k3, params)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


@partial(jax.jit, static_argnums=(3,))
def integrate(y0, params, t_final, n_steps):
    dt = t_final / n_steps

    def body(y, _):
        y = rk4_step(y, params, dt)
        return y, y
    _, traj = jax.lax.scan(body, y0, None, length=n_steps)
    return traj
