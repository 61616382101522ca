import jax
import jax.numpy as jnp


class PolicyAgent:
    def __init__(self, key, obs_dim, n_actions, hidden=32):
        k1, k2 = jax.random.split(key)
        self.params = {
            "w1": jax.random.normal(k1, (obs_dim, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden, n_actions)) * 0.1,
        }

    def policy_logits(self, params, obs):
        return jnp.tanh(obs @ params["w1"]) @ params["w2"]

    def act(self, obs, key):
        batched = jax.jit(jax.vmap(self.policy_logits, in_axes=(None, 0)))
        logits = batched(self.params, obs)
        return jax.random.categorical(key, logits)
