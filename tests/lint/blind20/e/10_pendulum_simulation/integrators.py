from functools import lru_cache, partial

import jax


def rk4(dynamics, x, u, dt):
    k1 = dynamics(x, u)
    k2 = dynamics(x + 0.5 * dt * k1, u)
    k3 = dynamics(x + 0.5 * dt * k2, u)
    k4 = dynamics(x + dt * k3, u)
    return x + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


@lru_cache(maxsize=None)
def _compiled(dynamics):
    return jax.jit(partial(rk4, dynamics))


def step(dynamics, x, u, dt):
    return _compiled(dynamics)(x, u, dt)
