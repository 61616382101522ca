import jax
import jax.numpy as jnp

from state import TutorState


@jax.jit
def record_attempts(state, skill_ids, correct):
    onehot = jax.nn.one_hot(skill_ids, state.mastery.shape[0])
    n = onehot.sum(0)
    acc = (onehot * correct[:, None]).sum(0) / jnp.maximum(n, 1)
    w = n / (state.attempts + n + 1e-6)
    mastery = jnp.where(n > 0, (1 - w) * state.mastery + w * acc, state.mastery)
    return state.replace(mastery=mastery, attempts=state.attempts + n)
