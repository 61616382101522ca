from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def integrate(h, u, n_substeps, g, depth, dx, dt):
    def body(carry, _):
        h, u = carry
        dudx = (jnp.roll(u, -1) - jnp.roll(u, 1)) / (2 * dx)
        h = h - dt * depth * dudx
        dhdx = (jnp.roll(h, -1) - jnp.roll(h, 1)) / (2 * dx)
        u = u - dt * g * dhdx
        return (h, u), None

    (h, u), _ = jax.lax.scan(body, (h, u), None, length=n_substeps)
    return h, u
