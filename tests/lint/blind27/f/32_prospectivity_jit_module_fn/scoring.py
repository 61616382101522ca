import jax
import jax.numpy as jnp


def fuzzy_gamma(memberships, gamma):
    prod = jnp.prod(memberships, axis=-1)
    alg_sum = 1 - jnp.prod(1 - memberships, axis=-1)
    return alg_sum ** gamma * prod ** (1 - gamma)


def score_tiles(memberships, gamma=0.8):
    return jax.jit(fuzzy_gamma)(memberships, gamma)
