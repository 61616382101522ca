import flax.linen as nn
import jax
import jax.numpy as jnp

HIDDEN = 16


class RecurrentPolicy(nn.Module):
    n_actions: int

    @nn.compact
    def __call__(self, carry, obs):
        cell = nn.GRUCell(features=HIDDEN)
        if carry is None:
            carry = jnp.zeros(obs.shape[:-1] + (HIDDEN,))
        carry, h = cell(carry, obs)
        return carry, nn.Dense(self.n_actions)(h)


policy = RecurrentPolicy(n_actions=3)


@jax.jit
def act(params, carry, obs):
    carry, logits = policy.apply(params, carry, obs)
    return carry, jnp.argmax(logits, -1)
