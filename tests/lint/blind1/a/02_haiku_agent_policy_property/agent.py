import haiku as hk
import jax
import jax.numpy as jnp


def _policy_net(obs):
    torso = hk.nets.MLP([32, 32], activate_final=True)
    logits = hk.Linear(2)(torso(obs))
    return logits


class Agent:
    def __init__(self, obs_dim, seed=0):
        self.network = hk.without_apply_rng(hk.transform(_policy_net))
        self.params = self.network.init(jax.random.PRNGKey(seed), jnp.zeros((obs_dim,)))

    @property
    def policy(self):
        apply = self.network.apply

        def act(params, key, obs):
            logits = apply(params, obs)
            return jax.random.categorical(key, logits)

        return jax.jit(act)

    def select_action(self, key, obs):
        return int(self.policy(self.params, key, obs))
