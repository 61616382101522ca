import jax
import jax.numpy as jnp


def uniform_prior(n_skills):
    return jnp.ones((2, n_skills), jnp.float32)


@jax.jit
def posterior_update(responses, q_matrix, prior):
    attempts = q_matrix.sum(axis=0)
    successes = q_matrix.T @ responses
    return prior + jnp.stack([successes, attempts - successes])


@jax.jit
def expected_mastery(state):
    return state[0] / state.sum(axis=0)
