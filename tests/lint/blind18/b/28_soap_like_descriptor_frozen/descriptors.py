import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=1)
def radial_descriptor(pos, settings):
    d = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(d ** 2, -1) + 1e-9)
    mu = jnp.linspace(0.5, settings.r_cut, settings.n_radial)
    g = jnp.exp(-((r[..., None] - mu) ** 2) / (2 * settings.width ** 2))
    fc = 0.5 * (jnp.cos(jnp.pi * r / settings.r_cut) + 1.0) * (r < settings.r_cut)
    g = g * (fc * (1.0 - jnp.eye(pos.shape[0])))[..., None]
    return g.sum(1)
