import flax.linen as nn
import jax.numpy as jnp


class GoalPolicy(nn.Module):
    act_dim: int

    @nn.compact
    def __call__(self, obs, goal):
        x = jnp.concatenate([obs, goal - obs], axis=-1)
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.tanh(nn.Dense(self.act_dim)(x))
