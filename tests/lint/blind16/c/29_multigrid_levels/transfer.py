import jax.numpy as jnp


def restrict(r):
    return r[::2, ::2]


def prolong(e, shape):
    up = jnp.repeat(jnp.repeat(e, 2, axis=0), 2, axis=1)
    return up[: shape[0], : shape[1]]
