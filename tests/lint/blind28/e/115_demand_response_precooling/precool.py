from functools import partial

import jax
import jax.numpy as jnp

R, C = 2.0, 12.0


@partial(jax.jit, static_argnames=("n_steps",))
def event_drift(t_start, t_out, n_steps):
    def step(t, _):
        t = t + 0.25 * (t_out - t) / (R * C)
        return t, t

    _, temps = jax.lax.scan(step, t_start, None, length=n_steps)
    return temps.max()
