import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, n_actions, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, n_actions)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(n_actions),
    }


class SoftmaxAgent:
    def __init__(self, params, temperature=1.0):
        self.params = params
        self.temperature = temperature

    def _act(self, params, obs, key):
        h = jnp.tanh(obs @ params["w1"] + params["b1"])
        logits = (h @ params["w2"] + params["b2"]) / self.temperature
        return jax.random.categorical(key, logits)

    @property
    def policy(self):
        return jax.jit(self._act)

    def act(self, obs, key):
        return int(self.policy(self.params, obs, key))
