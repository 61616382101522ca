import jax.numpy as jnp


def radiation_misfit(m6, takeoff, azimuth, polarity, sharpness):
    i, a = takeoff, azimuth
    gamma = jnp.stack([jnp.sin(i) * jnp.cos(a), jnp.sin(i) * jnp.sin(a), jnp.cos(i)], -1)
    M = jnp.array([[m6[0], m6[3], m6[4]], [m6[3], m6[1], m6[5]], [m6[4], m6[5], m6[2]]])
    amp = jnp.einsum("ni,ij,nj->n", gamma, M, gamma)
    return jnp.mean(jnp.log1p(jnp.exp(-sharpness * polarity * amp)))
