import jax
import jax.numpy as jnp


def rubric_total(points, weights):
    weighted = points * weights
    return weighted.sum(axis=-1), jnp.argmin(weighted, axis=-1)


def score_submissions(points, weights):
    fn = jax.jit(rubric_total)
    return fn(points, weights)
