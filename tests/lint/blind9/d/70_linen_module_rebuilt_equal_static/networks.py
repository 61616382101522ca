from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class ContextualPolicy(nn.Module):
    n_arms: int
    hidden: int = 16

    @nn.compact
    def __call__(self, ctx):
        return nn.Dense(self.n_arms)(nn.tanh(nn.Dense(self.hidden)(ctx)))


def make_policy(config):
    return ContextualPolicy(n_arms=config["n_arms"], hidden=config["hidden"])


@partial(jax.jit, static_argnums=0)
def choose_arms(policy, params, ctx, key, temperature):
    return jax.random.categorical(key, policy.apply(params, ctx) / temperature)
