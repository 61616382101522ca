import equinox as eqx
import jax
import jax.numpy as jnp


class GoalConditionedPolicy(eqx.Module):
    net: eqx.nn.MLP

    def __init__(self, key, obs=6, act=2):
        self.net = eqx.nn.MLP(obs + 2, act, 64, 2, activation=jax.nn.silu, key=key)

    def __call__(self, obs, goal):
        return jnp.tanh(self.net(jnp.concatenate([obs, goal])))
