import jax.numpy as jnp


def wrap(d):
    return (d + jnp.pi) % (2 * jnp.pi) - jnp.pi


def vortex_density(theta):
    d1 = wrap(jnp.roll(theta, -1, 1) - theta)
    d2 = wrap(jnp.roll(theta, (-1, -1), (0, 1)) - jnp.roll(theta, -1, 1))
    d3 = wrap(jnp.roll(theta, -1, 0) - jnp.roll(theta, (-1, -1), (0, 1)))
    d4 = wrap(theta - jnp.roll(theta, -1, 0))
    winding = (d1 + d2 + d3 + d4) / (2 * jnp.pi)
    return jnp.mean(jnp.abs(winding))


def helicity_proxy(theta):
    return jnp.mean(jnp.cos(theta - jnp.roll(theta, 1, 1)))
