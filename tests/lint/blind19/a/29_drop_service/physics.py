from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_steps",))
def simulate(pos, vel, dt, n_steps):
    def body(carry, _):
        p, v = carry
        v = v + dt * jnp.array([0.0, -9.81])
        p = p + dt * v
        v = jnp.where(p < 0.0, -0.8 * v, v)
        p = jnp.maximum(p, 0.0)
        return (p, v), p[:, 1].mean()

    (pos, vel), heights = jax.lax.scan(body, (pos, vel), None, length=n_steps)
    return pos, heights
