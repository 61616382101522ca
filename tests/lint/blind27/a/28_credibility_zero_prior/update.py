import jax
import jax.numpy as jnp

from state import ExperienceState


@jax.jit
def accumulate_experience(state, claims, exposure):
    return ExperienceState(
        state.sum_claims + claims,
        state.sum_exposure + exposure,
        state.periods + 1,
    )


@jax.jit
def experience_rate(state, k, book_rate):
    z = state.sum_exposure / (state.sum_exposure + k)
    own = state.sum_claims / jnp.maximum(state.sum_exposure, 1e-6)
    return z * own + (1 - z) * book_rate
