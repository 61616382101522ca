from functools import partial

import jax
import jax.numpy as jnp

from schemes import Limiter


def _phi(r, limiter):
    if limiter is Limiter.MINMOD:
        return jnp.maximum(0, jnp.minimum(1, r))
    if limiter is Limiter.SUPERBEE:
        return jnp.maximum(0, jnp.maximum(jnp.minimum(2 * r, 1), jnp.minimum(r, 2)))
    return (r + jnp.abs(r)) / (1 + jnp.abs(r))


@partial(jax.jit, static_argnums=(2,))
def flux_limited_step(q, c, limiter):
    dq_up = q - jnp.roll(q, 1)
    dq_dn = jnp.roll(q, -1) - q
    r = dq_up / jnp.where(jnp.abs(dq_dn) > 1e-12, dq_dn, 1e-12)
    flux = c * (q + 0.5 * (1 - c) * _phi(r, limiter) * dq_dn)
    return q - (flux - jnp.roll(flux, 1))
