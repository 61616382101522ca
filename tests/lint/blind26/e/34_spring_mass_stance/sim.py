from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_steps", "dt"))
def spring_mass_stance(k_leg, mass, n_steps, dt):
    def body(state, _):
        y, v = state
        f = jnp.maximum(k_leg * (1.0 - y), 0.0)
        v = v + dt * (f / mass - 9.81)
        y = y + dt * v
        return (y, v), f
    _, forces = jax.lax.scan(body, (jnp.array(1.0), jnp.array(-0.6)), None, length=n_steps)
    return forces
