import jax
import jax.numpy as jnp


@jax.jit
def apply_session(mastery, student_ids, skill_ids, correct, learn_rate):
    cur = mastery[student_ids, skill_ids]
    target = correct.astype(jnp.float32)
    new = cur + learn_rate * (target - cur)
    return mastery.at[student_ids, skill_ids].set(new)
