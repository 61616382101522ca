from functools import partial

import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, n_actions):
    return jax.random.normal(key, (obs_dim, n_actions)) * 0.3


@partial(jax.jit, static_argnames=("deterministic",))
def select_actions(w, obs, key, deterministic=False):
    logits = obs @ w
    if deterministic:
        return jnp.argmax(logits, -1)
    return jax.random.categorical(key, logits)
