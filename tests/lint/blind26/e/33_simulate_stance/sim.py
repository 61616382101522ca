from functools import partial

import jax
import jax.numpy as jnp

DT = 0.002


@partial(jax.jit, static_argnames="n_steps")
def simulate_stance(params, n_steps):
    k_leg, mass = params

    def body(state, _):
        y, v = state
        f = jnp.maximum(k_leg * (1.0 - y), 0.0)
        a = f / mass - 9.81
        v = v + DT * a
        y = y + DT * v
        return (y, v), f
    _, forces = jax.lax.scan(body, (jnp.array(1.0), jnp.array(-0.6)), None, length=n_steps)
    return forces
