from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def pseudo_acceleration_spectrum(ag, periods, dt, zeta=0.05):
    """Newmark average-acceleration SDOF responses of a ground motion, one oscillator per period."""
    def one_period(T):
        wn = 2 * jnp.pi / T
        k, c = wn ** 2, 2 * zeta * wn
        keff = k + 2 * c / dt + 4 / dt ** 2

        def step(state, a_next):
            u, v, a = state
            p = -a_next + (4 / dt ** 2 * u + 4 / dt * v + a) + c * (2 / dt * u + v)
            u1 = p / keff
            v1 = 2 / dt * (u1 - u) - v
            a1 = 4 / dt ** 2 * (u1 - u) - 4 / dt * v - a
            return (u1, v1, a1), u1

        _, u = jax.lax.scan(step, (0.0, 0.0, -ag[0]), ag[1:])
        return wn ** 2 * jnp.max(jnp.abs(u))

    return jax.vmap(one_period)(periods)
