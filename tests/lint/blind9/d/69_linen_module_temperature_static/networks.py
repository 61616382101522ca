from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class SoftmaxActor(nn.Module):
    n_actions: int
    temperature: float = 1.0

    @nn.compact
    def __call__(self, obs):
        h = nn.relu(nn.Dense(32)(obs))
        return nn.Dense(self.n_actions)(h) / self.temperature


@partial(jax.jit, static_argnums=0)
def sample_joint_actions(actor, params, obs, key):
    logits = actor.apply(params, obs)
    return jax.random.categorical(key, logits)
