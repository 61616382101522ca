import functools

import jax
import jax.numpy as jnp


def init_q(key, obs_dim, num_actions):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.3 * jax.random.normal(k1, (obs_dim, 32)),
            "w2": 0.3 * jax.random.normal(k2, (32, num_actions))}


def q_forward(params, obs):
    return jax.nn.relu(obs @ params["w1"]) @ params["w2"]


@functools.lru_cache(maxsize=None)
def make_act_fn(greedy):
    def act(params, obs, key):
        q = q_forward(params, obs)
        if greedy:
            return jnp.argmax(q, axis=-1)
        return jax.random.categorical(key, q)

    return jax.jit(act)
