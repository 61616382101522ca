from functools import partial

import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, num_actions, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
            "w2": jax.random.normal(k2, (hidden, num_actions)) * 0.01}


@partial(jax.jit, static_argnames=("deterministic",))
def act(params, obs, key, deterministic=False):
    logits = jnp.tanh(obs @ params["w1"]) @ params["w2"]
    if deterministic:
        return jnp.argmax(logits, -1)
    return jax.random.categorical(key, logits)
