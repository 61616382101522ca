from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("nlev",))
def two_stream_flux(tau, omega, nlev):
    trans = jnp.exp(-1.66 * tau * (1 - omega))
    down = jnp.ones(tau.shape[0])
    fluxes = []
    for k in range(nlev):
        down = down * trans[:, k]
        fluxes.append(down)
    return jnp.stack(fluxes, axis=1)
