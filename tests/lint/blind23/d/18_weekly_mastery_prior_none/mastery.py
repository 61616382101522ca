import jax
import jax.numpy as jnp


@jax.jit
def weekly_mastery(responses, q_matrix, prior=None):
    """Beta-Bernoulli style update of per-skill mastery from a week of responses."""
    attempts = q_matrix.T @ jnp.ones(responses.shape[0])
    successes = q_matrix.T @ responses
    if prior is None:
        alpha = 1.0 + successes
        beta = 1.0 + attempts - successes
    else:
        alpha = prior[0] + successes
        beta = prior[1] + attempts - successes
    return jnp.stack([alpha, beta])
