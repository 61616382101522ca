from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_steps",))
def simulate_growth(x0, mu_max, lag, dt, cap, n_steps):
    def step(carry, i):
        x = carry
        t = i * dt
        mu = mu_max * (1.0 - jnp.exp(-t / lag))
        x = x + dt * mu * x * (1.0 - x / cap)
        return x, x

    _, traj = jax.lax.scan(step, x0, jnp.arange(n_steps))
    return traj
