from functools import partial

import jax
import jax.numpy as jnp

MAX_WEEKS = 18


@partial(jax.jit, static_argnames=("max_weeks",))
def run_term(key, ability, study_hours, n_weeks, max_weeks=MAX_WEEKS):
    def week(knowledge, inp):
        k, t = inp
        active = t < n_weeks
        gain = 0.1 * study_hours * (1 - knowledge) * jax.nn.sigmoid(ability)
        nxt = jnp.clip(knowledge + gain - 0.02 * knowledge + 0.01 * jax.random.normal(k, knowledge.shape), 0, 1)
        knowledge = jnp.where(active, nxt, knowledge)
        return knowledge, knowledge.mean()
    keys = jax.random.split(key, max_weeks)
    return jax.lax.scan(week, jnp.zeros_like(ability), (keys, jnp.arange(max_weeks)))
