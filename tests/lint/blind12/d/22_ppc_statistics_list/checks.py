import jax.numpy as jnp


def mean_count(y):
    return jnp.mean(y)


def max_count(y):
    return jnp.max(y)


def zero_fraction(y):
    return jnp.mean(y == 0)


def dispersion(y):
    return jnp.var(y) / jnp.maximum(jnp.mean(y), 1e-6)


TEST_STATISTICS = (mean_count, max_count, zero_fraction, dispersion)
