import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(0, 3))
def rk4_solve(rhs, y0, params, n_steps, dt):
    def step(y, i):
        t = i * dt
        k1 = rhs(t, y, params)
        k2 = rhs(t + dt / 2, y + dt / 2 * k1, params)
        k3 = rhs(t + dt / 2, y + dt / 2 * k2, params)
        k4 = rhs(t + dt, y + dt * k3, params)
        y = y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y

    _, ys = jax.lax.scan(step, y0, jnp.arange(n_steps))
    return ys
