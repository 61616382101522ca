from functools import partial

import jax
import jax.numpy as jnp

C = 343.0  # speed of sound m/s


@partial(jax.jit, static_argnums=(2,))
def simulate_approach(pos0, vel, n_steps, dt):
    """Bat flying toward a wall at x=0; returns echo delay at each step."""

    def step(pos, _):
        pos = pos + vel * dt
        delay = 2 * jnp.abs(pos) / C
        return pos, delay

    _, delays = jax.lax.scan(step, pos0, None, length=n_steps)
    return delays
