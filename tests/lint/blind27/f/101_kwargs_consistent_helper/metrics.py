import jax
import jax.numpy as jnp


@jax.jit
def grade_bias_stats(estimate, reference, weights):
    w = weights / jnp.sum(weights)
    bias = jnp.sum(w * (estimate - reference))
    rmse = jnp.sqrt(jnp.sum(w * (estimate - reference) ** 2))
    return bias, rmse


def report(estimate, reference, weights=None):
    if weights is None:
        weights = jnp.ones_like(reference)
    return grade_bias_stats(estimate=estimate, reference=reference, weights=weights)
