import jax
import jax.numpy as jnp


def requisition_fit(weights, candidates, required):
    base = candidates @ weights
    coverage = (candidates * required).sum(-1) / jnp.maximum(required.sum(), 1.0)
    return base + 2.0 * coverage


def top_matches(weights, candidates, required, k):
    scores = jax.jit(requisition_fit)(weights, candidates, required)
    return jnp.argsort(-scores)[:k]
