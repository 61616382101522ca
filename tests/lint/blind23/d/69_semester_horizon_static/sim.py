from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_weeks",))
def simulate_semester(key, ability, study_hours, n_weeks):
    def week(carry, k):
        knowledge = carry
        gain = 0.1 * study_hours * (1 - knowledge) * jax.nn.sigmoid(ability)
        forget = 0.02 * knowledge
        noise = 0.01 * jax.random.normal(k, knowledge.shape)
        knowledge = jnp.clip(knowledge + gain - forget + noise, 0, 1)
        return knowledge, knowledge.mean()
    keys = jax.random.split(key, n_weeks)
    final, trajectory = jax.lax.scan(week, jnp.zeros_like(ability), keys)
    return final, trajectory
