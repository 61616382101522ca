import jax.numpy as jnp


def exact_ages(start, stop):
    return jnp.asarray(list(range(start, stop)))


def mid_year_ages(start, stop):
    return jnp.asarray([a + 0.5 for a in range(start, stop)])
