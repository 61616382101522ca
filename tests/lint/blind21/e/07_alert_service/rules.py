import jax.numpy as jnp


def error_rate_rule(counts, limit):
    errors, total = counts[:, 0], counts[:, 1]
    rate = errors / jnp.maximum(total, 1.0)
    return rate > limit, rate
