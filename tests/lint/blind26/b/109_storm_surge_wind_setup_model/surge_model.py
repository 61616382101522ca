from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_hours",))
def wind_setup(depth, wind_speed, n_hours):
    # 1-D cross-shelf setup driven by onshore wind stress; returns the coastal water level time series
    dx = 2000.0
    dt = 60.0
    steps_per_hour = 60

    def hour(carry, u10):
        eta, u = carry
        tau = 1.2 * 1.5e-3 * u10 * jnp.abs(u10) / 1025.0

        def minute(c, _):
            eta, u = c
            u = u.at[1:-1].add(dt * (-9.81 * (eta[1:] - eta[:-1]) / dx + tau / depth[1:] - 2e-3 * u[1:-1] * jnp.abs(u[1:-1]) / depth[1:]))
            eta = eta - dt * (depth * (u[1:] - u[:-1])) / dx
            return (eta, u), None

        (eta, u), _ = jax.lax.scan(minute, (eta, u), None, length=steps_per_hour)
        return (eta, u), eta[-1]

    eta0 = jnp.zeros_like(depth)
    u0 = jnp.zeros(depth.shape[0] + 1)
    _, coast = jax.lax.scan(hour, (eta0, u0), wind_speed[:n_hours])
    return coast
