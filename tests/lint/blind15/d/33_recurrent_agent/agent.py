import flax.linen as nn
import jax
import jax.numpy as jnp

HIDDEN = 16


class RecurrentPolicy(nn.Module):
    n_actions: int

    @nn.compact
    def __call__(self, carry, obs):
        carry, h = nn.GRUCell(features=HIDDEN)(carry, obs)
        return carry, nn.Dense(self.n_actions)(h)


class Agent:
    def __init__(self, obs_dim, n_actions, key):
        self.net = RecurrentPolicy(n_actions)
        self.params = self.net.init(key, jnp.zeros((1, HIDDEN)), jnp.zeros((1, obs_dim)))
        self._step = jax.jit(self._policy_step)

    def _policy_step(self, params, obs, carry):
        if carry is None:
            carry = jnp.zeros((obs.shape[0], HIDDEN))
        carry, logits = self.net.apply(params, carry, obs)
        return carry, jnp.argmax(logits, -1)

    def act(self, obs, carry=None):
        return self._step(self.params, obs, carry)
