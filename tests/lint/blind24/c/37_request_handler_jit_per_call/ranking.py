import jax
import jax.numpy as jnp


def rank_candidates(weights, candidates, must_have):
    @jax.jit
    def candidate_scores(w, c):
        base = c @ w
        penalty = jnp.where(c[:, must_have] > 0, 0.0, -10.0)
        return base + penalty
    scores = candidate_scores(weights, candidates)
    return jnp.argsort(-scores)
