import functools

import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, n_actions, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "w2": jax.random.normal(k2, (hidden, n_actions)) / jnp.sqrt(hidden),
    }


class EpsilonGreedyAgent:
    def __init__(self, params, n_actions, epsilon=0.1):
        self.params = params
        self.n_actions = n_actions
        self.epsilon = epsilon

    def _act(self, params, obs, key):
        q = jnp.tanh(obs @ params["w1"]) @ params["w2"]
        k1, k2 = jax.random.split(key)
        explore = jax.random.uniform(k1) < self.epsilon
        return jnp.where(explore, jax.random.randint(k2, (), 0, self.n_actions), jnp.argmax(q))

    @functools.cached_property
    def policy(self):
        return jax.jit(self._act)

    def act(self, obs, key):
        return int(self.policy(self.params, obs, key))
