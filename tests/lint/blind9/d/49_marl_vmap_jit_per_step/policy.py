import jax
import jax.numpy as jnp


class SharedMLPPolicy:
    """Per-agent parameters (stacked on axis 0), same architecture for all agents."""

    def __init__(self, n_agents, obs_dim, n_actions, key):
        k1, k2 = jax.random.split(key)
        self.params = {
            "w1": 0.3 * jax.random.normal(k1, (n_agents, obs_dim, 32)),
            "w2": 0.3 * jax.random.normal(k2, (n_agents, 32, n_actions)),
        }

    @staticmethod
    def agent_logits(params, obs):
        return jnp.tanh(obs @ params["w1"]) @ params["w2"]


class MultiAgentController:
    def __init__(self, policy):
        self.policy = policy

    def act(self, key, observations):
        batched = jax.jit(jax.vmap(self.policy.agent_logits, in_axes=(0, 0)))
        logits = batched(self.policy.params, observations)
        keys = jax.random.split(key, observations.shape[0])
        return jax.vmap(jax.random.categorical)(keys, logits)
