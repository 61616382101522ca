import flax.linen as nn
import jax
import jax.numpy as jnp


class SquashedPolicy(nn.Module):
    act_dim: int
    action_scale: float = 1.0

    @nn.compact
    def __call__(self, obs):
        h = nn.tanh(nn.Dense(32)(obs))
        return self.action_scale * jnp.tanh(nn.Dense(self.act_dim)(h))


def make_policy(act_dim, joint_limit):
    return SquashedPolicy(act_dim=act_dim, action_scale=joint_limit)
